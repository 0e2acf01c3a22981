{{/* Names, labels and the environment both the API and the worker run with. */}}

{{- define "fanout.fullname" -}}
{{- if contains .Chart.Name .Release.Name -}}
{{- .Release.Name | trunc 63 | trimSuffix "-" -}}
{{- else -}}
{{- printf "%s-%s" .Release.Name .Chart.Name | trunc 63 | trimSuffix "-" -}}
{{- end -}}
{{- end -}}

{{- define "fanout.labels" -}}
app.kubernetes.io/name: {{ .Chart.Name }}
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
helm.sh/chart: {{ printf "%s-%s" .Chart.Name .Chart.Version }}
{{- end -}}

{{/* Selector labels of one component (api, worker, migration): pass (list $ "api"). */}}
{{- define "fanout.selector" -}}
app.kubernetes.io/name: {{ (index . 0).Chart.Name }}
app.kubernetes.io/instance: {{ (index . 0).Release.Name }}
app.kubernetes.io/component: {{ index . 1 }}
{{- end -}}

{{- define "fanout.image" -}}
{{- printf "%s:%s" .Values.image.repository (.Values.image.tag | default .Chart.AppVersion) -}}
{{- end -}}

{{/* The Secret holding FANOUT_SECRET and DATABASE_URL (and the S3 keys): yours, or the chart's. */}}
{{- define "fanout.secretName" -}}
{{- .Values.existingSecret | default (include "fanout.fullname" .) -}}
{{- end -}}

{{- define "fanout.databaseUrl" -}}
{{- $db := .Values.database -}}
{{- if $db.url -}}
{{- $db.url -}}
{{- else -}}
{{- $host := required "database.host (or database.url, or existingSecret) is required: the external PostgreSQL" $db.host -}}
{{- printf "postgres://%s:%s@%s:%v/%s" (urlquery $db.user) (urlquery $db.password) $host $db.port $db.name -}}
{{- if $db.params }}?{{ $db.params }}{{ end -}}
{{- end -}}
{{- end -}}

{{- define "fanout.s3KeysInSecret" -}}
{{- if or .Values.s3.accessKeyId .Values.s3.fromExistingSecret }}true{{ end -}}
{{- end -}}

{{/* The variables of docs/guide/configuration.md both processes share; secrets only by reference. */}}
{{- define "fanout.env" -}}
- name: FANOUT_SECRET
  valueFrom:
    secretKeyRef: { name: {{ include "fanout.secretName" . }}, key: FANOUT_SECRET }
- name: DATABASE_URL
  valueFrom:
    secretKeyRef: { name: {{ include "fanout.secretName" . }}, key: DATABASE_URL }
- name: FANOUT_SANDBOX
  value: 'false'
- name: HOST
  value: 0.0.0.0
- name: TEMPORAL_ADDRESS
  value: {{ required "temporal.address is required: the Temporal frontend, host:port" .Values.temporal.address | quote }}
- name: TEMPORAL_NAMESPACE
  value: {{ .Values.temporal.namespace | quote }}
- name: TEMPORAL_TASK_QUEUE
  value: {{ .Values.temporal.taskQueue | quote }}
{{- with .Values.temporal.tls }}
{{- if .existingSecret }}
- name: TEMPORAL_TLS_CERT_FILE
  value: /etc/fanout/temporal-tls/{{ .certKey }}
- name: TEMPORAL_TLS_KEY_FILE
  value: /etc/fanout/temporal-tls/{{ .keyKey }}
{{- if .caKey }}
- name: TEMPORAL_TLS_CA_FILE
  value: /etc/fanout/temporal-tls/{{ .caKey }}
{{- end }}
{{- end }}
{{- end }}
- name: PUBLIC_URL
  value: {{ required "publicUrl is required: the API's address as clients reach it" .Values.publicUrl | quote }}
- name: TRUST_PROXY
  value: {{ .Values.trustProxy | quote }}
- name: FANOUT_MEDIA_STORAGE
  value: s3
- name: S3_BUCKET
  value: {{ required "s3.bucket is required: every process must share one bucket" .Values.s3.bucket | quote }}
- name: S3_REGION
  value: {{ .Values.s3.region | quote }}
{{- with .Values.s3.endpoint }}
- name: S3_ENDPOINT
  value: {{ . | quote }}
{{- end }}
{{- with .Values.s3.publicEndpoint }}
- name: S3_PUBLIC_ENDPOINT
  value: {{ . | quote }}
{{- end }}
{{- if ne (toString .Values.s3.forcePathStyle) "" }}
- name: S3_FORCE_PATH_STYLE
  value: {{ .Values.s3.forcePathStyle | quote }}
{{- end }}
{{- if include "fanout.s3KeysInSecret" . }}
- name: S3_ACCESS_KEY_ID
  valueFrom:
    secretKeyRef: { name: {{ include "fanout.secretName" . }}, key: S3_ACCESS_KEY_ID }
- name: S3_SECRET_ACCESS_KEY
  valueFrom:
    secretKeyRef: { name: {{ include "fanout.secretName" . }}, key: S3_SECRET_ACCESS_KEY }
{{- end }}
{{- with .Values.extraEnv }}
{{ toYaml . }}
{{- end }}
{{- end -}}

{{/* Volumes: a writable /tmp and data dir under a read-only root, and the Temporal client certificate. */}}
{{- define "fanout.volumes" -}}
- name: tmp
  emptyDir: {}
- name: data
  emptyDir: {}
{{- if .Values.temporal.tls.existingSecret }}
- name: temporal-tls
  secret:
    secretName: {{ .Values.temporal.tls.existingSecret }}
    # 0400, in decimal: YAML 1.2 readers take a leading zero for a decimal.
    defaultMode: 256
{{- end }}
{{- end -}}

{{- define "fanout.volumeMounts" -}}
- name: tmp
  mountPath: /tmp
- name: data
  mountPath: /app/.fanout
{{- if .Values.temporal.tls.existingSecret }}
- name: temporal-tls
  mountPath: /etc/fanout/temporal-tls
  readOnly: true
{{- end }}
{{- end -}}

{{- define "fanout.podSpecCommon" -}}
automountServiceAccountToken: false
{{- with .Values.imagePullSecrets }}
imagePullSecrets:
  {{- toYaml . | nindent 2 }}
{{- end }}
securityContext:
  {{- toYaml .Values.podSecurityContext | nindent 2 }}
{{- end -}}

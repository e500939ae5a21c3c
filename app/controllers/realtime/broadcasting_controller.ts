import vine from '@vinejs/vine'
import type { HttpContext } from '@adonisjs/core/http'
import { signChannelAuth, signUserAuth } from '#realtime/index'
import { realtimeApp } from '#config/realtime'
import { channels } from '#services/realtime'
import { t } from '#services/i18n'

/* What pusher-js posts: its socket id (`123.456`) and, for channels, the channel's name. */
const socketId = () => vine.string().regex(/^\d+\.\d+$/)
const channelAuthValidator = vine.create({
  socket_id: socketId(),
  channel_name: vine
    .string()
    .maxLength(200)
    .regex(/^[A-Za-z0-9_\-=@,.;]+$/),
})
const userAuthValidator = vine.create({ socket_id: socketId() })

/**
 * The endpoints laravel-echo calls to join private and presence channels and to sign
 * the connection in, answering exactly as Laravel's broadcasting routes do.
 */
export default class BroadcastingController {
  async channel({ auth, request, response }: HttpContext) {
    const { socket_id: socket, channel_name: channel } =
      await request.validateUsing(channelAuthValidator)
    const decision = await channels.authorize(auth.user!, channel)
    if (!decision.allowed) return response.forbidden({ message: t('realtime.channel_forbidden') })
    if (!decision.presence) return { auth: signChannelAuth(realtimeApp, socket, channel) }
    const channelData = JSON.stringify({
      user_id: decision.presence.userId,
      user_info: decision.presence.info,
    })
    return {
      auth: signChannelAuth(realtimeApp, socket, channel, channelData),
      channel_data: channelData,
    }
  }

  async user({ auth, request }: HttpContext) {
    const { socket_id: socket } = await request.validateUsing(userAuthValidator)
    const user = auth.user!
    const userData = JSON.stringify({
      id: String(user.id),
      user_info: { id: user.id, name: user.fullName, initials: user.initials },
    })
    return { auth: signUserAuth(realtimeApp, socket, userData), user_data: userData }
  }
}

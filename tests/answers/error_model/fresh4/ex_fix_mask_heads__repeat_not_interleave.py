# exercise: ex_fix_mask_heads
# mistake: pad.repeat(h, 1) tiles the whole batch h times, so after .view(b, h, 1, n) sequence i's heads get other sequences' padding; use pad.repeat_interleave(h, dim=0), or just pad[:, None, None, :] and let broadcasting do it.
# mistake_zh: pad.repeat(h, 1) 把整个批次平铺了 h 次，所以 .view(b, h, 1, n) 之后第 i 个序列的各个头拿到的是别的序列的填充；应使用 pad.repeat_interleave(h, dim=0)，或直接用 pad[:, None, None, :] 让广播完成。
# keywords: repeat_interleave, repeat, order, sequences, broadcasting
import torch


def ex_fix_mask_heads(scores, pad):
    b, h, n, _ = scores.shape
    mask = pad.repeat(h, 1).view(b, h, 1, n)        # one mask per head
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)

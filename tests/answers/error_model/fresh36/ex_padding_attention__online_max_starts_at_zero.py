# exercise: ex_padding_attention
# mistake: Writes a streaming softmax over key tiles whose running maximum starts at 0 instead of -inf, so the shift is max(0, row max): rows whose real scores are all below about -100 underflow to 0/0 and are wiped to zeros instead of summing to 1; the running maximum must start at -inf (guarding the all-masked rows separately). [cond: only for rows whose real scores are all very negative, below about -104 in float32]
import torch


def ex_padding_attention(scores, lengths, block=4):
    b, h, n, _ = scores.shape
    pad = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]   # (b, n)
    s = scores.masked_fill(pad[:, None, None, :], float('-inf'))
    m = torch.zeros(b, h, n, 1, dtype=scores.dtype, device=scores.device)
    l = torch.zeros(b, h, n, 1, dtype=scores.dtype, device=scores.device)
    for k0 in range(0, n, block):
        tile = s[..., k0:k0 + block]
        m_new = torch.maximum(m, tile.amax(dim=-1, keepdim=True))
        l = l * torch.exp(m - m_new) + torch.exp(tile - m_new).sum(dim=-1, keepdim=True)
        m = m_new
    p = torch.exp(s - m) / l
    p = torch.nan_to_num(p, nan=0.0)
    return p.masked_fill(pad[:, None, :, None], 0.0)

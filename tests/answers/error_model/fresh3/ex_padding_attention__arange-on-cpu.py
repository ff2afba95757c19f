# exercise: ex_padding_attention
# mistake: torch.arange(n) is created on the CPU, so comparing it with lengths fails when the inputs are on a GPU; pass device=scores.device.
# mistake_zh: torch.arange(n) 建在 CPU 上，输入在 GPU 上时与 lengths 比较会出错；应传入 device=scores.device。
# keywords: device, arange, cuda, cpu

import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    key_ok = torch.arange(n) < lengths.unsqueeze(-1)            # (b, n)
    s = torch.where(key_ok[:, None, None, :], scores, torch.finfo(scores.dtype).min)
    w = torch.softmax(s, dim=-1)
    return torch.where(key_ok[:, None, :, None], w, torch.zeros_like(w))

# exercise: ex_padding_attention
# mistake: Builds an HF attention_mask (1 = keep) and adds (1 - mask) * finfo.min, so nothing is NaN, but never zeroes the rows of padded queries; those rows must be all 0.
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    positions = torch.arange(n, device=scores.device)
    attention_mask = (positions[None, :] < lengths[:, None]).to(scores.dtype)  # (b, n), 1 = real token
    extended = attention_mask[:, None, None, :]
    extended = (1.0 - extended) * torch.finfo(scores.dtype).min
    return torch.softmax(scores + extended, dim=-1)

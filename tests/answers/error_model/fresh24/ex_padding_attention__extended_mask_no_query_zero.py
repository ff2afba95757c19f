# exercise: ex_padding_attention
# mistake: Used the BERT extended attention mask (1 - mask) * -10000 on the keys only, so padded queries keep a full softmax row (and a length-0 sequence gets uniform weights) instead of rows of 0. [cond: a sequence shorter than n]
import torch


def _make_attention_mask(lengths, n):
    # 1 for real tokens, 0 for padding (Hugging Face convention)
    positions = torch.arange(n, device=lengths.device)
    return (positions[None, :] < lengths[:, None]).to(torch.float32)


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    attention_mask = _make_attention_mask(lengths, n).to(scores.dtype)
    extended_attention_mask = (1.0 - attention_mask[:, None, None, :]) * -10000.0
    return torch.softmax(scores + extended_attention_mask, dim=-1)

# exercise: ex_padding_attention
# mistake: The scores are converted with .float() before masking, so float64 scores come back as float32 weights; the weights must keep the scores' dtype. [cond: scores not float32]
import torch


def ex_padding_attention(scores, lengths):
    scores = scores.float()  # softmax in fp32 (mixed precision tip)
    n = scores.shape[-1]
    padding_mask = torch.arange(n, device=scores.device).unsqueeze(0) >= lengths.unsqueeze(-1)
    attn = scores.masked_fill(padding_mask[:, None, None, :], float("-inf")).softmax(-1)
    attn = torch.nan_to_num(attn, nan=0.0)
    attn = attn.masked_fill(padding_mask[:, None, :, None], 0.0)
    return attn

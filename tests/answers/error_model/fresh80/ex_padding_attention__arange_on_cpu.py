# exercise: ex_padding_attention
# mistake: Builds the padding mask on the CPU (torch.arange(n) without device=scores.device, lengths moved with .cpu()), so masking GPU scores with it fails; the mask must be on scores.device. [cond: only on a GPU]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    positions = torch.arange(n)
    is_pad = positions[None, :] >= lengths.cpu()[:, None]
    weights = scores.masked_fill(is_pad[:, None, None, :], float("-inf")).softmax(-1)
    weights = torch.where(torch.isnan(weights), torch.zeros_like(weights), weights)
    return weights.masked_fill(is_pad[:, None, :, None], 0.0)

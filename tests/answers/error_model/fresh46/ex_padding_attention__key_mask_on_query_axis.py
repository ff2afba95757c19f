# exercise: ex_padding_attention
# mistake: The learner indexes the padding mask as [:, None, :, None] when masking the scores, which masks the rows of padded queries instead of the padded keys, so real queries still attend to padding; the key mask is [:, None, None, :].
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = torch.arange(n, device=scores.device).unsqueeze(0) >= lengths.unsqueeze(1)
    w = torch.softmax(scores.masked_fill(pad[:, None, :, None], float("-inf")), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    return w

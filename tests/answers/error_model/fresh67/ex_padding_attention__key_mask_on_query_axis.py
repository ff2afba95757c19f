# exercise: ex_padding_attention
# mistake: The learner indexed the padding mask as [:, None, :, None] for the -inf fill, which masks padded queries rather than padded keys, so real queries still attend to padded keys; the key mask is [:, None, None, :].
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    is_pad = torch.arange(n, device=scores.device).unsqueeze(0) >= lengths.unsqueeze(1)
    s = scores.masked_fill(is_pad[:, None, :, None], float("-inf"))
    w = torch.softmax(s, dim=-1)
    w = torch.nan_to_num(w)
    w = w.masked_fill(is_pad[:, None, :, None], 0.0)
    return w

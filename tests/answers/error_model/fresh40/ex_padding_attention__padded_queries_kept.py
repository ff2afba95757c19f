# exercise: ex_padding_attention
# mistake: Masked the padded keys and removed the NaN rows, but did not zero the rows of padded queries of sequences with length > 0, which still attend to the real keys; every padded query's row must be all 0.
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    key_pad = torch.arange(n, device=scores.device).expand(len(lengths), n) >= lengths.unsqueeze(1)
    weights = scores.masked_fill(key_pad[:, None, None, :], float("-inf")).softmax(dim=-1)
    weights[weights.isnan()] = 0.0   # length 0
    return weights

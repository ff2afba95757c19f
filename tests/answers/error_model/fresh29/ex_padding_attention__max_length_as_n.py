# exercise: ex_padding_attention
# mistake: The learner built the padding mask over torch.arange(lengths.max()) instead of the padded length n = scores.shape[-1], so the mask is too short and does not fit the scores when every sequence is padded. [cond: every length is smaller than n]
import torch


def ex_padding_attention(scores, lengths):
    seq_len = int(lengths.max())  # longest sequence in the batch
    is_pad = torch.arange(seq_len, device=scores.device)[None, :] >= lengths[:, None]
    attn_scores = scores.masked_fill(is_pad[:, None, None, :], float("-inf"))
    attn_weights = torch.softmax(attn_scores, dim=-1)
    attn_weights = attn_weights.masked_fill(is_pad[:, None, :, None], 0.0)
    return attn_weights

# exercise: ex_padding_attention
# mistake: The learner masked the padded keys but never zeroed the rows of padded queries, which keep attending to the real keys (and are NaN for a length-0 sequence); those rows must be all 0. [cond: some sequence shorter than n]
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    positions = torch.arange(n, device=scores.device)
    is_pad = positions[None, :] >= lengths[:, None]        # (b, n)
    key_mask = is_pad[:, None, None, :]                     # (b, 1, 1, n)
    attn_scores = scores.masked_fill(key_mask, float("-inf"))
    return torch.softmax(attn_scores, dim=-1)

# exercise: ex_causal_weights
# mistake: It adds mask * -inf with a 0/1 float mask, but 0 * -inf is NaN, so every allowed score becomes NaN; the -inf must go only where the mask is 1 (masked_fill with a boolean mask).
import torch


def ex_causal_weights(scores):
    seq_len = scores.shape[-1]
    attn_mask = torch.triu(torch.ones(seq_len, seq_len, device=scores.device), diagonal=1)
    attn_scores = scores + attn_mask * float("-inf")
    attn_w = torch.softmax(attn_scores, dim=-1)
    return attn_w

# exercise: ex_causal_weights
# mistake: The learner builds the mask as scaled_dot_product_attention wants it (tril, True = may attend) but then uses it with masked_fill, which blanks the allowed past instead of the future; masked_fill needs True on the future (triu, diagonal=1).
import torch

def ex_causal_weights(scores):
    n = scores.size(-1)
    attn_mask = torch.ones(n, n, dtype=torch.bool, device=scores.device).tril()
    scores = scores.masked_fill(attn_mask, float("-inf"))
    return torch.softmax(scores, dim=-1)

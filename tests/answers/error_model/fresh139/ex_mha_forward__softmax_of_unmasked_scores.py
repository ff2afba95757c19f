# exercise: ex_mha_forward
# mistake: Stores the masked scores in a new variable but takes the softmax of the original, unmasked scores, so every query attends to future keys; the softmax must use the masked scores.
import torch

def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    hd, h = mha.head_dim, mha.num_heads
    queries = mha.W_query(x).view(b, n, h, hd).transpose(1, 2)
    keys = mha.W_key(x).view(b, n, h, hd).transpose(1, 2)
    values = mha.W_value(x).view(b, n, h, hd).transpose(1, 2)
    attn_scores = queries @ keys.transpose(2, 3)
    masked_scores = attn_scores.masked_fill(mha.mask.bool()[:n, :n], -torch.inf)
    attn_weights = torch.softmax(attn_scores / hd ** 0.5, dim=-1)
    attn_weights = mha.dropout(attn_weights)
    context = (attn_weights @ values).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(context)

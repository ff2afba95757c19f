# exercise: ex_mha_forward
# mistake: The learner applies the causal mask after the softmax, filling the future weights with 0 without renormalising, so rows no longer sum to 1; the future scores must be set to -inf before the softmax.
import torch

def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    H, D = mha.num_heads, mha.head_dim
    q = mha.W_query(x).view(b, n, H, D).transpose(1, 2)   # (B, H, T, D)
    k = mha.W_key(x).view(b, n, H, D).transpose(1, 2)
    v = mha.W_value(x).view(b, n, H, D).transpose(1, 2)
    att = q @ k.transpose(-2, -1) / D ** 0.5               # (B, H, T, T)
    att = torch.softmax(att, dim=-1)
    future = mha.mask.bool()[:n, :n]
    att = att.masked_fill(future, 0.0)                     # no peeking
    att = mha.dropout(att)
    y = (att @ v).transpose(1, 2).reshape(b, n, H * D)     # (B, T, C)
    return mha.out_proj(y)

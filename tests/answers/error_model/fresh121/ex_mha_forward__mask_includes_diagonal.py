# exercise: ex_mha_forward
# mistake: Builds its own mask with torch.triu(..., diagonal=0), which also hides each token from itself (the first row becomes all -inf, NaN); the future starts at diagonal=1 (the buffer mha.mask).
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    mask = torch.triu(torch.ones(n, n, device=x.device), diagonal=0).bool()
    q = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    k = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    v = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    s = (q @ k.transpose(2, 3)).masked_fill(mask, float('-inf'))
    w = torch.softmax(s / mha.head_dim ** 0.5, dim=-1)
    w = mha.dropout(w)
    return mha.out_proj((w @ v).transpose(1, 2).reshape(b, n, mha.d_out))

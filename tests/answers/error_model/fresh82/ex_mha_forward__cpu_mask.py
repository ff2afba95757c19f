# exercise: ex_mha_forward
# mistake: Built a fresh causal mask with torch.ones(n, n) on the CPU instead of using the module's mask buffer (or device=x.device), so it fails for inputs on a GPU. [cond: only on a GPU]
import torch


def causal_mask(n):
    return torch.triu(torch.ones(n, n), diagonal=1).bool()


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    k = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    v = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    scores = (q @ k.transpose(2, 3)).masked_fill(causal_mask(n), float("-inf"))
    weights = mha.dropout(torch.softmax(scores / mha.head_dim ** 0.5, dim=-1))
    out = (weights @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(out)


assert causal_mask(3).tolist() == [[False, True, True], [False, False, True], [False, False, False]]

# exercise: ex_mha_forward
# mistake: Projects the values with W_key instead of W_value.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    proj = torch.stack([mha.W_query(x), mha.W_key(x), mha.W_key(x)])          # (3, b, n, d_out)
    q, k, v = proj.view(3, b, n, mha.num_heads, mha.head_dim).transpose(2, 3).unbind(0)
    scores = torch.matmul(q, k.transpose(-1, -2)) / mha.head_dim ** 0.5
    scores.masked_fill_(mha.mask.bool()[:n, :n], float("-inf"))
    weights = mha.dropout(torch.softmax(scores, -1))
    merged = (weights @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(merged)

# exercise: ex_mha_forward
# mistake: Uses the whole context_length × context_length mask buffer without slicing it to [:n, :n]; when the context length exceeds the number of tokens (as the statement allows) masked_fill fails with a size mismatch.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    Q = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    K = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    V = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    mask = mha.mask.to(dtype=torch.bool, device=x.device)
    S = torch.matmul(Q, K.transpose(2, 3)).masked_fill(mask, float("-inf"))
    A = mha.dropout(torch.softmax(S / mha.head_dim ** 0.5, dim=-1))
    return mha.out_proj(torch.matmul(A, V).transpose(1, 2).contiguous().view(b, n, mha.d_out))

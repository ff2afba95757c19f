# exercise: ex_mha_forward
# mistake: Slices the mask buffer as mask[:n, -n:] (the top-right block), which is almost all ones and masks the past too; the causal mask for n tokens is mask[:n, :n]. [cond: context_length > n]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    def split(t):
        return t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    Q, K, V = split(mha.W_query(x)), split(mha.W_key(x)), split(mha.W_value(x))
    S = Q @ K.transpose(2, 3) / mha.head_dim ** 0.5
    # the last n keys are the ones we have
    M = mha.mask.bool()[:n, -n:]
    A = torch.softmax(S.masked_fill(M, float('-inf')), dim=-1)
    A = mha.dropout(A)
    Z = (A @ V).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(Z)

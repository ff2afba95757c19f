# exercise: ex_mha_forward
# mistake: Writing the projections as einsums with the textbook convention x W, the learner multiplies by Linear.weight itself instead of its transpose (weight is stored as (d_out, d_in)), so Q, K, V are wrong; the einsum even raises when d_in != d_out, as for the book's 3 -> 2.
import math
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    H, D = mha.num_heads, mha.head_dim

    def project(layer):
        # y_{b n e} = sum_d x_{b n d} W_{d e} (+ bias)
        y = torch.einsum("bnd,de->bne", x, layer.weight)
        if layer.bias is not None:
            y = y + layer.bias
        return y.view(b, n, H, D).permute(0, 2, 1, 3)  # (b, H, n, D)

    Q, K, V = project(mha.W_query), project(mha.W_key), project(mha.W_value)
    S = torch.einsum("bhqd,bhkd->bhqk", Q, K) / math.sqrt(D)
    S = S.masked_fill(mha.mask[:n, :n].bool(), float("-inf"))
    A = mha.dropout(torch.softmax(S, dim=-1))
    Z = torch.einsum("bhqk,bhkd->bqhd", A, V).reshape(b, n, H * D)
    return mha.out_proj(Z)

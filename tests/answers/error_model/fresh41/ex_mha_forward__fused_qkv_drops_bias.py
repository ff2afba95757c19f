# exercise: ex_mha_forward
# mistake: Fuses the three projections into one matmul with the concatenated weights but leaves out the layers' biases, so modules with qkv_bias=True get wrong queries, keys and values; the fused projection must add the concatenated biases too. [cond: only when the query/key/value layers have biases]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    w_qkv = torch.cat([mha.W_query.weight, mha.W_key.weight, mha.W_value.weight], dim=0)
    qkv = x @ w_qkv.T                                            # one GEMM instead of three
    qkv = qkv.view(b, n, 3, mha.num_heads, mha.head_dim).permute(2, 0, 3, 1, 4)
    q, k, v = qkv[0], qkv[1], qkv[2]
    att = (q @ k.transpose(-1, -2)) / mha.head_dim ** 0.5
    att = att.masked_fill(mha.mask[:n, :n].bool(), float('-inf')).softmax(dim=-1)
    att = mha.dropout(att)
    y = (att @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(y)

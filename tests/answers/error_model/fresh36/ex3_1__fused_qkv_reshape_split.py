# exercise: ex3_1
# mistake: Fuses the three Linear weights into one QKV matrix, transposes it to (d_in, 3*d_out) and splits it with reshape(3, d_in, d_out), which cuts the transposed matrix in memory order and mixes the query, key and value weights; it should split along the columns (chunk(3, dim=1)) or transpose each weight on its own.
import torch


def ex3_1(sa_v1, sa_v2):
    # one fused projection like in flash-attn: W_qkv = [Wq; Wk; Wv]
    W_qkv = torch.cat([sa_v2.W_query.weight, sa_v2.W_key.weight, sa_v2.W_value.weight], dim=0)
    W_qkv = W_qkv.T                                  # (d_in, 3 * d_out)
    d_in = W_qkv.shape[0]
    d_out = W_qkv.shape[1] // 3
    Wq, Wk, Wv = W_qkv.reshape(3, d_in, d_out)
    with torch.no_grad():
        sa_v1.W_query.copy_(Wq)
        sa_v1.W_key.copy_(Wk)
        sa_v1.W_value.copy_(Wv)

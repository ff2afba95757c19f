# exercise: ex_mha_forward
# mistake: Fuses Q, K and V into one projection of width 3*d_out and splits it with view(b, n, num_heads, 3, head_dim), as if the fused features were interleaved per head; the fused output is [Q | K | V], so it must be viewed as (b, n, 3, num_heads, head_dim).
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    W_qkv = torch.cat([mha.W_query.weight, mha.W_key.weight, mha.W_value.weight], dim=0)
    if mha.W_query.bias is not None:
        b_qkv = torch.cat([mha.W_query.bias, mha.W_key.bias, mha.W_value.bias])
    else:
        b_qkv = None
    qkv = torch.nn.functional.linear(x, W_qkv, b_qkv)          # (b, n, 3*d_out)
    qkv = qkv.view(b, n, h, 3, hd).permute(3, 0, 2, 1, 4)        # (3, b, h, n, hd)
    q, k, v = qkv.unbind(0)
    s = q @ k.transpose(-2, -1) / hd ** 0.5
    s = s.masked_fill(mha.mask.bool()[:n, :n], float('-inf'))
    p = mha.dropout(torch.softmax(s, dim=-1))
    o = (p @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(o)

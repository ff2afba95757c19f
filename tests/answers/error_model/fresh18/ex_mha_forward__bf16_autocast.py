# exercise: ex_mha_forward
# mistake: Ran the forward under CPU autocast with bfloat16 'for speed', so the returned context vectors are bfloat16 (and rounded) instead of float32 like x. [cond: x is on the CPU]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    with torch.autocast("cpu", dtype=torch.bfloat16):  # 混合精度加速
        q = mha.W_query(x).view(b, n, h, hd).transpose(1, 2)
        k = mha.W_key(x).view(b, n, h, hd).transpose(1, 2)
        v = mha.W_value(x).view(b, n, h, hd).transpose(1, 2)
        scores = (q @ k.transpose(2, 3)).masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
        w = mha.dropout(torch.softmax(scores / hd ** 0.5, dim=-1))
        ctx = (w @ v).transpose(1, 2).reshape(b, n, mha.d_out)
        return mha.out_proj(ctx)

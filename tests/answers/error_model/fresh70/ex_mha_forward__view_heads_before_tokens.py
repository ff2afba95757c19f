# exercise: ex_mha_forward
# mistake: Splits heads with view(b, num_heads, n, head_dim) directly (no transpose), which cuts the token-feature matrix into wrong blocks and mixes tokens; view(b, n, num_heads, head_dim) then transpose(1, 2). [cond: only when num_heads > 1]
import torch

def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    # 目标形状 (b, num_heads, num_tokens, head_dim)
    xingzhuang = (b, mha.num_heads, n, mha.head_dim)
    q = mha.W_query(x).view(xingzhuang)
    k = mha.W_key(x).view(xingzhuang)
    v = mha.W_value(x).view(xingzhuang)
    s = q @ k.transpose(2, 3)
    s = s.masked_fill(mha.mask.bool()[:n, :n], float('-inf'))
    a = torch.softmax(s / mha.head_dim ** 0.5, dim=-1)
    a = mha.dropout(a)
    z = (a @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(z)

# exercise: ex_mha_forward
# mistake: Rebuilt the causal mask with torch.triu(torch.ones(n, n), 1) without device=x.device instead of using the module's buffer, so it is on the CPU for GPU inputs. [cond: only on a GPU]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    k = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    v = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    mask = torch.triu(torch.ones(n, n), diagonal=1).bool()
    s = (q @ k.transpose(2, 3)).masked_fill(mask, float('-inf'))
    w = mha.dropout(torch.softmax(s / mha.head_dim ** 0.5, dim=-1))
    c = (w @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(c)

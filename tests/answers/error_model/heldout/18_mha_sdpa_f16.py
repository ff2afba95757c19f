# exercise: ex_mha_forward
# mistake: SDPA in float16
# accept: rewrite.dtype rewrite.dtype_op rewrite.dtype_until rewrite.dtype_from rewrite.dtype_inputs feedback.prop.rounding rewrite.dtype_store
import torch
import torch.nn.functional as F
import math
def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    sp = lambda t: t.view(b, n, h, hd).transpose(1, 2)

    q, k, v = (sp(L(x)).half() for L in (mha.W_query, mha.W_key, mha.W_value))
    ctx = F.scaled_dot_product_attention(q.float().half().float(), k.half().float(), v.half().float(), is_causal=True).half().float()
    return mha.out_proj(ctx.transpose(1, 2).reshape(b, n, mha.d_out).half().float())

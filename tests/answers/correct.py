"""Correct answers in the styles learners write: every one must pass.

Each entry is (exercise id, style, source). Sources are whole answer files for one exercise.
"""

CORRECT = [
    # --- ex3_1 -------------------------------------------------------------------------------------
    ("ex3_1", "book", """
import torch
def ex3_1(sa_v1, sa_v2):
    sa_v1.W_query = torch.nn.Parameter(sa_v2.W_query.weight.T)
    sa_v1.W_key = torch.nn.Parameter(sa_v2.W_key.weight.T)
    sa_v1.W_value = torch.nn.Parameter(sa_v2.W_value.weight.T)
"""),
    ("ex3_1", "copy_ under no_grad", """
import torch
def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        for name in ("W_query", "W_key", "W_value"):
            getattr(sa_v1, name).copy_(getattr(sa_v2, name).weight.t())
"""),
    ("ex3_1", "data assignment", """
def ex3_1(sa_v1, sa_v2):
    sa_v1.W_query.data = sa_v2.W_query.weight.data.T.clone()
    sa_v1.W_key.data = sa_v2.W_key.weight.data.T.clone()
    sa_v1.W_value.data = sa_v2.W_value.weight.data.T.clone()
"""),
    ("ex3_1", "numpy round trip", """
import numpy as np
import torch
def ex3_1(sa_v1, sa_v2):
    for name in ("W_query", "W_key", "W_value"):
        w = np.array(getattr(sa_v2, name).weight.detach().numpy()).T
        setattr(sa_v1, name, torch.nn.Parameter(torch.from_numpy(w.copy())))
"""),
    ("ex3_1", "float64 inside, cast back", """
import torch
def ex3_1(sa_v1, sa_v2):
    for name in ("W_query", "W_key", "W_value"):
        w = getattr(sa_v2, name).weight.double().T
        setattr(sa_v1, name, torch.nn.Parameter(w.float()))
"""),
    # --- ex3_2 -------------------------------------------------------------------------------------
    ("ex3_2", "book", """
import torch
def ex3_2(MultiHeadAttentionWrapper):
    torch.manual_seed(123)
    return MultiHeadAttentionWrapper(3, 1, 6, 0.0, num_heads=2)
"""),
    ("ex3_2", "keywords", """
def ex3_2(MultiHeadAttentionWrapper):
    return MultiHeadAttentionWrapper(d_in=3, d_out=1, context_length=6, dropout=0.0, num_heads=2)
"""),
    ("ex3_2", "longer context, eval", """
def ex3_2(W):
    m = W(3, 1, 1024, 0.0, 2)
    return m.eval()
"""),
    # --- ex3_3 -------------------------------------------------------------------------------------
    ("ex3_3", "book", """
def ex3_3(MultiHeadAttention, device):
    return MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12).to(device)
"""),
    ("ex3_3", "keywords and a config dict", """
GPT_CONFIG = {"emb_dim": 768, "context_length": 1024, "n_heads": 12, "drop_rate": 0.0, "qkv_bias": False}
def ex3_3(MultiHeadAttention, device):
    c = GPT_CONFIG
    mha = MultiHeadAttention(d_in=c["emb_dim"], d_out=c["emb_dim"], context_length=c["context_length"],
                             dropout=c["drop_rate"], num_heads=c["n_heads"], qkv_bias=c["qkv_bias"])
    mha.to(device)
    return mha
"""),
    ("ex3_3", "torch.device context", """
import torch
def ex3_3(MultiHeadAttention, device):
    with torch.device(device):
        return MultiHeadAttention(768, 768, 1024, 0.0, 12)
"""),
    # --- ex_stable_softmax -------------------------------------------------------------------------
    ("ex_stable_softmax", "max keepdim", """
def ex_stable_softmax(x, dim):
    e = (x - x.max(dim=dim, keepdim=True).values).exp()
    return e / e.sum(dim=dim, keepdim=True)
"""),
    ("ex_stable_softmax", "logsumexp", """
import torch
def ex_stable_softmax(x, dim):
    return torch.exp(x - torch.logsumexp(x, dim=dim, keepdim=True))
"""),
    ("ex_stable_softmax", "float64 inside", """
def ex_stable_softmax(x, dim):
    y = x.double()
    y = y - y.amax(dim, keepdim=True)
    return (y.exp() / y.exp().sum(dim, keepdim=True)).to(x.dtype)
"""),
    ("ex_stable_softmax", "numpy round trip", """
import numpy as np
import torch
def ex_stable_softmax(x, dim):
    a = x.detach().cpu().numpy()
    e = np.exp(a - a.max(axis=dim, keepdims=True))
    return torch.from_numpy(e / e.sum(axis=dim, keepdims=True)).to(x.device)
"""),
    ("ex_stable_softmax", "in-place ops", """
def ex_stable_softmax(x, dim):
    y = x.clone()
    y.sub_(y.amax(dim=dim, keepdim=True)).exp_()
    y.div_(y.sum(dim=dim, keepdim=True))
    return y
"""),
    ("ex_stable_softmax", "moves dim last", """
def ex_stable_softmax(x, dim):
    y = x.movedim(dim, -1)
    e = (y - y.max(-1, keepdim=True)[0]).exp()
    return (e / e.sum(-1, keepdim=True)).movedim(-1, dim)
"""),
    # --- ex_causal_weights -------------------------------------------------------------------------
    ("ex_causal_weights", "book -inf", """
import torch
def ex_causal_weights(scores):
    n = scores.shape[-1]
    mask = torch.triu(torch.ones(n, n, device=scores.device), diagonal=1)
    return torch.softmax(scores.masked_fill(mask.bool(), -torch.inf), dim=-1)
"""),
    ("ex_causal_weights", "book renormalise", """
import torch
def ex_causal_weights(scores):
    n = scores.shape[-1]
    w = torch.softmax(scores, dim=-1)
    w = w * torch.tril(torch.ones(n, n, device=scores.device))
    return w / w.sum(dim=-1, keepdim=True)
"""),
    ("ex_causal_weights", "-1e9 and where", """
import torch
def ex_causal_weights(scores):
    n = scores.size(-1)
    keep = torch.ones(n, n, dtype=torch.bool, device=scores.device).tril()
    return torch.where(keep, scores, torch.tensor(-1e9, device=scores.device)).softmax(-1)
"""),
    ("ex_causal_weights", "sdpa with identity values", """
import torch
import torch.nn.functional as F
def ex_causal_weights(scores):
    n = scores.shape[-1]
    # weights = softmax(q k^T) with q = scores, k = I and no scaling
    eye = torch.eye(n, device=scores.device, dtype=scores.dtype).expand(*scores.shape[:-2], n, n)
    return F.scaled_dot_product_attention(scores, eye, eye, is_causal=True, scale=1.0)
"""),
    ("ex_causal_weights", "loops", """
import torch
def ex_causal_weights(scores):
    out = torch.zeros_like(scores)
    n = scores.shape[-1]
    for i in range(n):
        out[..., i, :i + 1] = torch.softmax(scores[..., i, :i + 1], dim=-1)
    return out
"""),
    # --- ex_padding_attention ----------------------------------------------------------------------
    ("ex_padding_attention", "mask, -inf, nan_to_num", """
import torch
def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float('-inf')), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    return w.masked_fill(pad[:, None, :, None], 0.0)
"""),
    ("ex_padding_attention", "item loop", """
import torch
def ex_padding_attention(scores, lengths):
    out = torch.zeros_like(scores)
    for i in range(scores.shape[0]):
        L = lengths[i].item()
        if L > 0:
            out[i, :, :L, :L] = torch.softmax(scores[i, :, :L, :L], dim=-1)
    return out
"""),
    ("ex_padding_attention", "tolist and -1e9", """
import torch
def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    keep = torch.zeros(b, n, dtype=torch.bool, device=scores.device)
    for i, L in enumerate(lengths.tolist()):
        keep[i, :L] = True
    w = torch.softmax(scores.masked_fill(~keep[:, None, None, :], -1e9), dim=-1)
    return w * keep[:, None, :, None]
"""),
    ("ex_padding_attention", "outer product mask", """
import torch
def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    keep = (torch.arange(n, device=scores.device).unsqueeze(0) < lengths.unsqueeze(1)).float()
    pair = keep[:, :, None] * keep[:, None, :]          # (b, n, n)
    w = torch.softmax(scores.masked_fill(pair[:, None] == 0, float('-inf')), -1)
    return torch.where(torch.isnan(w), torch.zeros_like(w), w)
"""),
    ("ex_padding_attention", "query rows zeroed after the softmax clear the NaN rows", """
import torch
def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float('-inf')), -1)
    return w.masked_fill(pad[:, None, :, None], 0.0)
"""),
    # --- ex_split_merge ----------------------------------------------------------------------------
    ("ex_split_merge", "book view/transpose/contiguous", """
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, d // num_heads).transpose(1, 2)
    merged = context.transpose(1, 2).contiguous().view(b, n, -1)
    return heads, merged
"""),
    ("ex_split_merge", "reshape and permute", """
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.reshape(b, n, num_heads, -1).permute(0, 2, 1, 3)
    merged = context.permute(0, 2, 1, 3).reshape(b, n, -1)
    return heads, merged
"""),
    ("ex_split_merge", "einops-like with unflatten/flatten", """
def ex_split_merge(x, num_heads, context):
    heads = x.unflatten(-1, (num_heads, -1)).transpose(1, 2)
    merged = context.transpose(1, 2).flatten(2)
    return heads, merged
"""),
    ("ex_split_merge", "loops and cat", """
import torch
def ex_split_merge(x, num_heads, context):
    hd = x.shape[-1] // num_heads
    heads = torch.stack([x[..., i * hd:(i + 1) * hd] for i in range(num_heads)], dim=1)
    merged = torch.cat([context[:, i] for i in range(context.shape[1])], dim=-1)
    return heads, merged
"""),
    ("ex_split_merge", "earlier two-argument form", """
def ex_split_merge(x, num_heads):
    b, n, d = x.shape
    heads = x.view(b, n, num_heads, d // num_heads).transpose(1, 2)
    return heads, heads.transpose(1, 2).contiguous().view(b, n, d)
"""),
    # --- ex_mha_forward ----------------------------------------------------------------------------
    ("ex_mha_forward", "book", """
import torch
def ex_mha_forward(self, x):
    b, num_tokens, d_in = x.shape
    keys = self.W_key(x)
    queries = self.W_query(x)
    values = self.W_value(x)
    keys = keys.view(b, num_tokens, self.num_heads, self.head_dim)
    values = values.view(b, num_tokens, self.num_heads, self.head_dim)
    queries = queries.view(b, num_tokens, self.num_heads, self.head_dim)
    keys = keys.transpose(1, 2)
    queries = queries.transpose(1, 2)
    values = values.transpose(1, 2)
    attn_scores = queries @ keys.transpose(2, 3)
    mask_bool = self.mask.bool()[:num_tokens, :num_tokens]
    attn_scores.masked_fill_(mask_bool, -torch.inf)
    attn_weights = torch.softmax(attn_scores / keys.shape[-1]**0.5, dim=-1)
    attn_weights = self.dropout(attn_weights)
    context_vec = (attn_weights @ values).transpose(1, 2)
    context_vec = context_vec.contiguous().view(b, num_tokens, self.d_out)
    context_vec = self.out_proj(context_vec)
    return context_vec
"""),
    ("ex_mha_forward", "sdpa is_causal", """
import torch.nn.functional as F
def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    split = lambda t: t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    q, k, v = split(mha.W_query(x)), split(mha.W_key(x)), split(mha.W_value(x))
    ctx = F.scaled_dot_product_attention(q, k, v, dropout_p=0.0, is_causal=True)
    return mha.out_proj(ctx.transpose(1, 2).reshape(b, n, mha.d_out))
"""),
    # one head's attention mapped over the head axis with torch.func.vmap, the module's own dropout
    # inside (the grader's watch on that dropout must not ask a batched tensor for a truth value)
    ("ex_mha_forward", "vmap over the heads", """
import torch
from torch.func import vmap
def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    future = mha.mask.bool()[:n, :n]
    def head(q, k, v):  # (b, n, hd) each
        w = torch.softmax((q @ k.transpose(-1, -2) / mha.head_dim ** 0.5).masked_fill(future, float("-inf")), -1)
        return mha.dropout(w) @ v
    split = lambda t: t.view(b, n, mha.num_heads, mha.head_dim)
    ctx = vmap(head, in_dims=2, out_dims=2)(split(mha.W_query(x)), split(mha.W_key(x)), split(mha.W_value(x)))
    return mha.out_proj(ctx.reshape(b, n, mha.d_out))
"""),
    ("ex_mha_forward", "sdpa with inverted buffer", """
import torch.nn.functional as F
def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    split = lambda t: t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    q, k, v = split(mha.W_query(x)), split(mha.W_key(x)), split(mha.W_value(x))
    ctx = F.scaled_dot_product_attention(q, k, v, attn_mask=~mha.mask.bool()[:n, :n])
    return mha.out_proj(ctx.transpose(1, 2).reshape(b, n, mha.d_out))
"""),
    ("ex_mha_forward", "einsum", """
import torch
def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    q = mha.W_query(x).view(b, n, h, hd)
    k = mha.W_key(x).view(b, n, h, hd)
    v = mha.W_value(x).view(b, n, h, hd)
    s = torch.einsum('bqhd,bkhd->bhqk', q, k) / hd ** 0.5
    s = s.masked_fill(mha.mask[:n, :n].bool(), float('-inf'))
    w = s.softmax(dim=-1)
    ctx = torch.einsum('bhqk,bkhd->bqhd', w, v).reshape(b, n, h * hd)
    return mha.out_proj(ctx)
"""),
    ("ex_mha_forward", "fused qkv, -1e9, permute", """
import torch
def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    W = torch.cat([mha.W_query.weight, mha.W_key.weight, mha.W_value.weight], dim=0)
    qkv = x @ W.T
    qkv = qkv.view(b, n, 3, mha.num_heads, mha.head_dim).permute(2, 0, 3, 1, 4)
    q, k, v = qkv[0], qkv[1], qkv[2]
    causal = torch.tril(torch.ones(n, n, device=x.device))
    s = (q @ k.transpose(-2, -1)) * mha.head_dim ** -0.5
    s = s.masked_fill(causal == 0, -1e9)
    ctx = (s.softmax(-1) @ v).permute(0, 2, 1, 3).reshape(b, n, -1)
    return mha.out_proj(ctx)
"""),
    ("ex_mha_forward", "loop over heads", """
import torch
def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    hd = mha.head_dim
    q, k, v = mha.W_query(x), mha.W_key(x), mha.W_value(x)
    outs = []
    for i in range(mha.num_heads):
        sl = slice(i * hd, (i + 1) * hd)
        s = q[..., sl] @ k[..., sl].transpose(1, 2) / hd ** 0.5
        s = s.masked_fill(mha.mask.bool()[:n, :n], float('-inf'))
        outs.append(torch.softmax(s, -1) @ v[..., sl])
    return mha.out_proj(torch.cat(outs, dim=-1))
"""),
    ("ex_mha_forward", "float64 inside", """
import math, torch
def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    split = lambda t: t.double().view(b, n, h, hd).transpose(1, 2)
    q, k, v = split(mha.W_query(x)), split(mha.W_key(x)), split(mha.W_value(x))
    s = q @ k.transpose(2, 3) / math.sqrt(hd)
    s = s.masked_fill(mha.mask.bool()[:n, :n], float('-inf'))
    ctx = (torch.softmax(s, -1) @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(ctx.to(x.dtype))  # back to the caller's dtype (.float() breaks a float64 module)
"""),
    ("ex_mha_forward", "sdpa with an explicit scale, permute/flatten", """
import math
import torch.nn.functional as F
def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    split = lambda t: t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    q, k, v = split(mha.W_query(x)), split(mha.W_key(x)), split(mha.W_value(x))
    p = mha.dropout.p if mha.training else 0.0
    c = F.scaled_dot_product_attention(q, k, v, dropout_p=p, is_causal=True, scale=1 / math.sqrt(mha.head_dim))
    return mha.out_proj(c.permute(0, 2, 1, 3).flatten(2))
"""),
    ("ex_mha_forward", "additive -inf mask made on x.device", """
import math, torch
def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    split = lambda t: t.view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    q, k, v = split(mha.W_query(x)), split(mha.W_key(x)), split(mha.W_value(x))
    add = torch.zeros(n, n, device=x.device).masked_fill(mha.mask[:n, :n].bool(), float('-inf'))
    w = torch.softmax(q @ k.mT / math.sqrt(mha.head_dim) + add, dim=-1)
    w = mha.dropout(w)
    return mha.out_proj((w @ v).transpose(1, 2).reshape(b, n, -1))
"""),
    # --- ex_softmax_backward -----------------------------------------------------------------------
    ("ex_softmax_backward", "formula", """
def ex_softmax_backward(P, dP):
    return P * (dP - (dP * P).sum(dim=-1, keepdim=True))
"""),
    ("ex_softmax_backward", "autograd", """
import torch
def ex_softmax_backward(P, dP):
    S = torch.log(P).detach().requires_grad_(True)
    with torch.enable_grad():
        torch.softmax(S, -1).backward(dP)
    return S.grad
"""),
    ("ex_softmax_backward", "jacobian einsum", """
import torch
def ex_softmax_backward(P, dP):
    J = torch.diag_embed(P) - P.unsqueeze(-1) * P.unsqueeze(-2)
    return torch.einsum('...ij,...j->...i', J, dP)
"""),
    ("ex_softmax_backward", "float64 and numpy", """
import numpy as np
import torch
def ex_softmax_backward(P, dP):
    p, d = P.double().cpu().numpy(), dP.double().cpu().numpy()
    out = p * (d - (d * p).sum(axis=-1, keepdims=True))
    return torch.tensor(out, dtype=P.dtype, device=P.device)
"""),
    # --- ex_fix_second_head ------------------------------------------------------------------------
    ("ex_fix_second_head", "loop", """
import torch
def ex_fix_second_head(a):
    return torch.stack([a[0, i] @ a[0, i].T for i in range(a.shape[1])])
"""),
    ("ex_fix_second_head", "batched", """
def ex_fix_second_head(a):
    return (a @ a.transpose(2, 3))[0]
"""),
    ("ex_fix_second_head", "einsum", """
import torch
def ex_fix_second_head(a):
    return torch.einsum('hnd,hmd->hnm', a[0], a[0])
"""),
    # --- ex_fix_mask_heads -------------------------------------------------------------------------
    ("ex_fix_mask_heads", "indexing", """
import torch
def ex_fix_mask_heads(scores, pad):
    return torch.softmax(scores.masked_fill(pad[:, None, None, :], float('-inf')), dim=-1)
"""),
    ("ex_fix_mask_heads", "unsqueeze", """
import torch
def ex_fix_mask_heads(scores, pad):
    mask = pad.unsqueeze(1).unsqueeze(2)
    return scores.masked_fill(mask, -torch.inf).softmax(-1)
"""),
    ("ex_fix_mask_heads", "view and -1e9", """
import torch
def ex_fix_mask_heads(scores, pad):
    b, n = pad.shape
    return torch.softmax(torch.where(pad.view(b, 1, 1, n), torch.full_like(scores, -1e9), scores), -1)
"""),
    # --- short answers -----------------------------------------------------------------------------
    ("ex_omega", "literal", "ex_omega = 0.9544\n"),
    ("ex_omega", "computed", """
import torch
x = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                  [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
ex_omega = torch.dot(x[1], x[0]).item()
"""),
    ("ex_omega", "a 0-d tensor", """
import torch
ex_omega = torch.tensor([0.55, 0.87, 0.66]) @ torch.tensor([0.43, 0.15, 0.89])
"""),
    ("ex_omega", "numpy float32", """
import numpy as np
x = np.array([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66]], dtype=np.float32)
ex_omega = x[1] @ x[0]
"""),
    ("ex_softmax_weight", "literal", "ex_softmax_weight = 0.2379\n"),
    ("ex_softmax_weight", "rounded", "ex_softmax_weight = 0.238\n"),
    ("ex_softmax_weight", "computed", """
import math
s = [0.9544, 1.4950, 1.4754, 0.8434, 0.7070, 1.0865]
ex_softmax_weight = math.exp(s[1]) / sum(math.exp(v) for v in s)
"""),
    ("ex_context", "list", "ex_context = [0.4419, 0.6515, 0.5683]\n"),
    ("ex_context", "tuple", "ex_context = (0.4419, 0.6515, 0.5683)\n"),
    ("ex_context", "tensor", "import torch\nex_context = torch.tensor([0.4419, 0.6515, 0.5683])\n"),
    ("ex_context", "numpy array", """
import numpy as np
x = np.array([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
              [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
s = x @ x[1]
w = np.exp(s) / np.exp(s).sum()
ex_context = w @ x
"""),
    ("ex_dropout_survivor", "literal", "ex_dropout_survivor = 1.1111\n"),
    ("ex_dropout_survivor", "expression", "ex_dropout_survivor = 1 / (1 - 0.1)\n"),
    ("ex_dropout_survivor", "fraction", "ex_dropout_survivor = 10 / 9\n"),
    ("ex_shape_view", "tuple", "ex_shape_view = (2, 3, 5, 4)\n"),
    ("ex_shape_view", "list", "ex_shape_view = [2, 3, 5, 4]\n"),
    ("ex_shape_view", "torch.Size", "import torch\nex_shape_view = torch.zeros(2, 5, 3, 4).transpose(1, 2).shape\n"),
]

# Right answers that sit next to the catalogue's mistakes (attnlab.grading.mistakes): a strong
# finite fill, an additive -inf mask, one scaling by hand with SDPA told not to scale, dropout on
# the weights that is inactive, float64 inside.
CORRECT += [
    ("ex_causal_weights", "fill -1e4", "import torch\ndef ex_causal_weights(scores):\n"
     "    n = scores.shape[-1]\n"
     "    m = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=1)\n"
     "    return torch.softmax(scores.masked_fill(m, -1e4), dim=-1)\n"),
    ("ex_fix_mask_heads", "additive -inf mask", "import torch\ndef ex_fix_mask_heads(scores, pad):\n"
     "    add = torch.zeros(pad.shape, device=scores.device).masked_fill(pad, float('-inf'))\n"
     "    return torch.softmax(scores + add[:, None, None, :], dim=-1)\n"),
    ("ex_mha_forward", "q scaled by hand, SDPA with scale=1", """
import torch
import torch.nn.functional as F
def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    split = lambda t: t.view(b, n, h, hd).transpose(1, 2)
    q, k, v = split(mha.W_query(x)), split(mha.W_key(x)), split(mha.W_value(x))
    ctx = F.scaled_dot_product_attention(q / hd ** 0.5, k, v, is_causal=True, scale=1.0)
    return mha.out_proj(ctx.transpose(1, 2).reshape(b, n, mha.d_out))
"""),
    ("ex_mha_forward", "mha.dropout on the weights", """
import torch
def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    q = mha.W_query(x).view(b, n, h, hd).transpose(1, 2)
    k = mha.W_key(x).view(b, n, h, hd).transpose(1, 2)
    v = mha.W_value(x).view(b, n, h, hd).transpose(1, 2)
    s = (q @ k.transpose(2, 3)).masked_fill(mha.mask.bool()[:n, :n], -torch.inf)
    w = mha.dropout(torch.softmax(s / k.shape[-1] ** 0.5, dim=-1))
    return mha.out_proj((w @ v).transpose(1, 2).contiguous().view(b, n, mha.d_out))
"""),
    ("ex_stable_softmax", "float64 inside", "import torch\ndef ex_stable_softmax(x, dim):\n"
     "    d = x.double()\n    e = torch.exp(d - d.amax(dim=dim, keepdim=True))\n"
     "    return (e / e.sum(dim=dim, keepdim=True)).to(x.dtype)\n"),
    ("ex_padding_attention", "zeroed after the softmax and renormalised", """
import torch
def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]
    w = torch.softmax(scores, -1).masked_fill(pad[:, None, None, :], 0.0)
    w = w / w.sum(-1, keepdim=True).clamp_min(1e-30)
    return w.masked_fill(pad[:, None, :, None], 0.0)
"""),
    ("ex_softmax_backward", "Jacobian built in full", "import torch\ndef ex_softmax_backward(P, dP):\n"
     "    J = torch.diag_embed(P) - P.unsqueeze(-1) * P.unsqueeze(-2)\n"
     "    return (J @ dP.unsqueeze(-1)).squeeze(-1)\n"),
]

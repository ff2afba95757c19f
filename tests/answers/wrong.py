"""Wrong answers as learners write them, each with the feedback key that names its mistake."""

_MHA_HEAD = """
import torch
import torch.nn.functional as F
def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    split = lambda t: t.view(b, n, h, hd).transpose(1, 2)
    q, k, v = split(mha.W_query(x)), split(mha.W_key(x)), split(mha.W_value(x))
"""


def _mha(body: str) -> str:
    return _MHA_HEAD + "".join("    " + line + "\n" for line in body.strip().splitlines())


_MERGE = "return mha.out_proj((w @ v).transpose(1, 2).reshape(b, n, mha.d_out))"
_MASKED = "s = (q @ k.transpose(2, 3)).masked_fill(mha.mask.bool()[:n, :n], float('-inf'))"

WRONG = [
    # --- ex3_1 -------------------------------------------------------------------------------------
    # A function that does nothing, like the starter's stub, is not an answer yet ("missing").
    ("ex3_1", "nothing done", "def ex3_1(sa_v1, sa_v2):\n    pass\n", "feedback.untouched"),
    # Stubs of every shape are "missing" too (problem 7): a docstring, a TODO, return None, and
    # ex_mha_forward's starter, which begins the work (b, n, _ = x.shape) and then stops.
    ("ex3_2", "docstring and TODO", 'def ex3_2(M):\n    """Build the wrapper."""\n    # TODO\n',
     "feedback.untouched"),
    ("ex_stable_softmax", "return None", "def ex_stable_softmax(x, dim):\n    return None\n",
     "feedback.untouched"),
    ("ex_mha_forward", "starter", None, "feedback.untouched"),
    ("ex_mha_forward", "starter with a TODO", "def ex_mha_forward(mha, x):\n    # TODO: the heads\n"
     "    b, n, _ = x.shape\n    pass\n", "feedback.untouched"),
    ("ex3_1", "not transposed", """
import torch
def ex3_1(sa_v1, sa_v2):
    sa_v1.W_query = torch.nn.Parameter(sa_v2.W_query.weight)
    sa_v1.W_key = torch.nn.Parameter(sa_v2.W_key.weight)
    sa_v1.W_value = torch.nn.Parameter(sa_v2.W_value.weight)
""", "ex3_1.not_transposed"),
    ("ex3_1", "copy_ while autograd tracks the parameter", """
def ex3_1(sa_v1, sa_v2):
    sa_v1.W_query.copy_(sa_v2.W_query.weight.T)
    sa_v1.W_key.copy_(sa_v2.W_key.weight.T)
    sa_v1.W_value.copy_(sa_v2.W_value.weight.T)
""", "feedback.inplace_leaf"),
    ("ex3_1", "forward swapped", "def ex3_1(sa_v1, sa_v2):\n    sa_v1.forward = sa_v2.forward\n",
     "ex3_1.not_copied"),
    ("ex3_1", "float64 weights", """
import torch
def ex3_1(sa_v1, sa_v2):
    sa_v1.W_query = torch.nn.Parameter(sa_v2.W_query.weight.T.double())
    sa_v1.W_key = torch.nn.Parameter(sa_v2.W_key.weight.T.double())
    sa_v1.W_value = torch.nn.Parameter(sa_v2.W_value.weight.T.double())
""", "ex3_1.dtype"),
    ("ex3_1", "plain tensor assigned", """
def ex3_1(sa_v1, sa_v2):
    sa_v1.W_query = sa_v2.W_query.weight.T
    sa_v1.W_key = sa_v2.W_key.weight.T
    sa_v1.W_value = sa_v2.W_value.weight.T
""", "ex3_1.assign_tensor"),
    ("ex3_1", "query and key swapped", """
import torch
def ex3_1(sa_v1, sa_v2):
    sa_v1.W_query = torch.nn.Parameter(sa_v2.W_key.weight.T)
    sa_v1.W_key = torch.nn.Parameter(sa_v2.W_query.weight.T)
    sa_v1.W_value = torch.nn.Parameter(sa_v2.W_value.weight.T)
""", "ex3_1.swapped"),
    ("ex3_1", "weights right, forward replaced", """
import torch
def ex3_1(sa_v1, sa_v2):
    sa_v1.W_query = torch.nn.Parameter(sa_v2.W_query.weight.T)
    sa_v1.W_key = torch.nn.Parameter(sa_v2.W_key.weight.T)
    sa_v1.W_value = torch.nn.Parameter(sa_v2.W_value.weight.T)
    sa_v1.forward = lambda x: x @ sa_v1.W_value
""", "ex3_1.output_differs"),
    # --- ex3_2 -------------------------------------------------------------------------------------
    ("ex3_2", "d_out 2 per head", "def ex3_2(W):\n    return W(3, 2, 6, 0.0, num_heads=2)\n", "ex3_2.shape"),
    ("ex3_2", "three heads", "def ex3_2(W):\n    return W(3, 1, 6, 0.0, num_heads=3)\n", "ex3_2.heads"),
    ("ex3_2", "qkv bias", "def ex3_2(W):\n    return W(3, 1, 6, 0.0, num_heads=2, qkv_bias=True)\n",
     "ex3_2.bias"),
    ("ex3_2", "returns None", "def ex3_2(W):\n    W(3, 1, 6, 0.0, num_heads=2)\n", "ex3_2.not_wrapper"),
    ("ex3_2", "dropout 0.5", "def ex3_2(W):\n    return W(3, 1, 6, 0.5, num_heads=2)\n", "ex3_2.dropout"),
    ("ex3_2", "dropout 0.5 in eval", "def ex3_2(W):\n    return W(3, 1, 6, 0.5, num_heads=2).eval()\n",
     "ex3_2.dropout"),
    ("ex3_2", "short context", "def ex3_2(W):\n    return W(3, 1, 4, 0.0, num_heads=2)\n", "ex3_2.context"),
    ("ex3_2", "d_in 2", "def ex3_2(W):\n    return W(2, 1, 6, 0.0, num_heads=2)\n", "ex3_2.d_in"),
    # --- ex3_3 -------------------------------------------------------------------------------------
    ("ex3_3", "8 heads", "def ex3_3(M, device):\n    return M(768, 768, 1024, 0.0, num_heads=8).to(device)\n",
     "ex3_3.heads"),
    ("ex3_3", "context 256", "def ex3_3(M, device):\n    return M(768, 768, 256, 0.0, num_heads=12).to(device)\n",
     "ex3_3.context"),
    ("ex3_3", "qkv bias", "def ex3_3(M, device):\n    return M(768, 768, 1024, 0.0, 12, qkv_bias=True)\n",
     "ex3_3.qkv_bias"),
    ("ex3_3", "dropout 0.1", "def ex3_3(M, device):\n    return M(768, 768, 1024, 0.1, 12).to(device)\n",
     "ex3_3.dropout"),
    ("ex3_3", "d_out 64", "def ex3_3(M, device):\n    return M(768, 64, 1024, 0.0, 1).to(device)\n",
     "ex3_3.shape"),
    ("ex3_3", "float64", "def ex3_3(M, device):\n    return M(768, 768, 1024, 0.0, 12).to(device).double()\n",
     "ex3_3.dtype"),
    # .half() runs a float16 kernel: the confined child must not fail it (cpuinfo reads /sys)
    ("ex3_3", "float16", "def ex3_3(M, device):\n    return M(768, 768, 1024, 0.0, 12).to(device).half()\n",
     "ex3_3.dtype"),
    ("ex3_1", "float16 weights", """
import torch
def ex3_1(sa_v1, sa_v2):
    for name in ("W_query", "W_key", "W_value"):
        setattr(sa_v1, name, torch.nn.Parameter(getattr(sa_v2, name).weight.T.half()))
""", "ex3_1.dtype_half"),
    ("ex3_3", "meta", "def ex3_3(M, device):\n    return M(768, 768, 1024, 0.0, 12).to('meta')\n",
     "ex3_3.not_real"),
    ("ex3_3", "not a module", "def ex3_3(M, device):\n    return 2360064\n", "ex3_3.not_mha"),
    # --- ex_stable_softmax -------------------------------------------------------------------------
    ("ex_stable_softmax", "naive", "def ex_stable_softmax(x, dim):\n    return x.exp() / x.exp().sum(dim, keepdim=True)\n",
     "ex_stable_softmax.overflow"),
    ("ex_stable_softmax", "max without .values", """
def ex_stable_softmax(x, dim):
    e = (x - x.max(dim, keepdim=True)).exp()
    return e / e.sum(dim=dim, keepdim=True)
""", "feedback.max_tuple"),
    ("ex_stable_softmax", "minimum", """
def ex_stable_softmax(x, dim):
    e = (x - x.amin(dim=dim, keepdim=True)).exp()
    return e / e.sum(dim=dim, keepdim=True)
""", "ex_stable_softmax.min"),
    # the mean overflows exactly where the minimum does: the feedback must not claim "the minimum"
    ("ex_stable_softmax", "mean", """
def ex_stable_softmax(x, dim):
    e = (x - x.mean(dim=dim, keepdim=True)).exp()
    return e / e.sum(dim=dim, keepdim=True)
""", "ex_stable_softmax.min"),
    ("ex_stable_softmax", "global max", """
def ex_stable_softmax(x, dim):
    e = (x - x.max()).exp()
    return e / e.sum(dim=dim, keepdim=True)
""", "ex_stable_softmax.global_max"),
    ("ex_stable_softmax", "no keepdim", """
def ex_stable_softmax(x, dim):
    e = (x - x.max(dim=dim).values).exp()
    return e / e.sum(dim=dim, keepdim=True)
""", "ex_stable_softmax.keepdim"),
    ("ex_stable_softmax", "max over last axis", """
def ex_stable_softmax(x, dim):
    e = (x - x.amax(-1, keepdim=True)).exp()
    return e / e.sum(dim=dim, keepdim=True)
""", "ex_stable_softmax.max_wrong_dim"),
    ("ex_stable_softmax", "ignores dim", """
def ex_stable_softmax(x, dim):
    e = (x - x.amax(-1, keepdim=True)).exp()
    return e / e.sum(-1, keepdim=True)
""", "ex_stable_softmax.ignores_dim"),
    ("ex_stable_softmax", "log softmax", """
import torch
def ex_stable_softmax(x, dim):
    return x - torch.logsumexp(x, dim=dim, keepdim=True)
""", "ex_stable_softmax.log_softmax"),
    ("ex_stable_softmax", "sum normalised", "def ex_stable_softmax(x, dim):\n    return x / x.sum(dim, keepdim=True)\n",
     "mistake.no_exp"),
    # --- ex_causal_weights -------------------------------------------------------------------------
    ("ex_causal_weights", "no mask", "import torch\ndef ex_causal_weights(s):\n    return torch.softmax(s, -1)\n",
     "ex_causal_weights.future"),
    ("ex_causal_weights", "scaled once more by sqrt(n)", """
import torch
def ex_causal_weights(scores):
    n = scores.shape[-1]
    future = torch.triu(torch.ones(n, n, dtype=torch.bool), diagonal=1)
    return torch.softmax(scores.masked_fill(future, float('-inf')) / n ** 0.5, dim=-1)
""", "ex_causal_weights.scaled_again"),
    ("ex_causal_weights", "no renormalisation", "import torch\ndef ex_causal_weights(s):\n    return torch.softmax(s, -1).tril()\n",
     "mistake.zeroed_after_softmax"),
    ("ex_causal_weights", "diagonal masked", """
import torch
def ex_causal_weights(scores):
    n = scores.shape[-1]
    mask = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device))
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
""", "mistake.mask_diagonal"),
    ("ex_causal_weights", "softmax dim 0", """
import torch
def ex_causal_weights(scores):
    n = scores.shape[-1]
    mask = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), 1)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=0)
""", "ex_causal_weights.wrong_dim"),
    ("ex_causal_weights", "softmax dim -2", """
import torch
def ex_causal_weights(scores):
    n = scores.shape[-1]
    mask = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), 1)
    return scores.masked_fill(mask, float('-inf')).softmax(-2)
""", "ex_causal_weights.wrong_dim"),
    # dim=1 is the keys' axis only for 2-D scores: on (b, h, n, n) it normalises over the heads, and
    # the masked entries (-inf in every head) become NaN: not a future leak.
    ("ex_causal_weights", "softmax dim 1, right for 2-D only", """
import torch
def ex_causal_weights(scores):
    n = scores.shape[-1]
    mask = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), 1)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=1)
""", "ex_causal_weights.wrong_dim"),
    ("ex_causal_weights", "softmax dim 1 with a -1e9 fill", """
import torch
def ex_causal_weights(scores):
    n = scores.shape[-1]
    mask = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), 1)
    return torch.softmax(scores.masked_fill(mask, -1e9), dim=1)
""", "ex_causal_weights.wrong_dim"),
    ("ex_causal_weights", "tril mask", """
import torch
def ex_causal_weights(scores):
    n = scores.shape[-1]
    mask = torch.tril(torch.ones(n, n, device=scores.device), diagonal=-1).bool()
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
""", "ex_causal_weights.masked_past"),
    ("ex_causal_weights", "multiplied", """
import torch
def ex_causal_weights(scores):
    n = scores.shape[-1]
    return torch.softmax(scores * torch.tril(torch.ones(n, n, device=scores.device)), dim=-1)
""", "mistake.mask_multiplied"),
    ("ex_causal_weights", "filled with 0", """
import torch
def ex_causal_weights(scores):
    n = scores.shape[-1]
    mask = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), 1)
    return torch.softmax(scores.masked_fill(mask, 0.0), dim=-1)
""", "mistake.mask_multiplied"),
    # --- ex_padding_attention ----------------------------------------------------------------------
    ("ex_padding_attention", "NaN rows", """
import torch
def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = torch.arange(n)[None, :] >= lengths[:, None]
    return torch.softmax(scores.masked_fill(pad[:, None, None, :], float('-inf')), -1)
""", "ex_padding_attention.query_rows_nan"),
    ("ex_padding_attention", "query rows kept", """
import torch
def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = torch.arange(n)[None, :] >= lengths[:, None]
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float('-inf')), -1)
    return torch.nan_to_num(w, nan=0.0)
""", "ex_padding_attention.query_rows"),
    ("ex_padding_attention", "-1e9, query rows kept", """
import torch
def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = torch.arange(n)[None, :] >= lengths[:, None]
    return torch.softmax(scores.masked_fill(pad[:, None, None, :], -1e9), -1)
""", "ex_padding_attention.query_rows"),
    ("ex_padding_attention", "off by one", """
import torch
def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = torch.arange(n)[None, :] > lengths[:, None]
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float('-inf')), -1).nan_to_num(0.0)
    return w.masked_fill(pad[:, None, :, None], 0.0)
""", "ex_padding_attention.off_by_one"),
    ("ex_padding_attention", "off by one, 1-based", """
import torch
def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = torch.arange(1, n + 1)[None, :] >= lengths[:, None]
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float('-inf')), -1).nan_to_num(0.0)
    return w.masked_fill(pad[:, None, :, None], 0.0)
""", "ex_padding_attention.off_by_one"),
    ("ex_padding_attention", "queries masked", """
import torch
def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = torch.arange(n)[None, :] >= lengths[:, None]
    w = torch.softmax(scores.masked_fill(pad[:, None, :, None], float('-inf')), -1)
    return torch.nan_to_num(w, nan=0.0)
""", "ex_padding_attention.queries_masked"),
    ("ex_padding_attention", "head axis missing", """
import torch
def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = torch.arange(n)[None, :] >= lengths[:, None]
    w = torch.softmax(scores.masked_fill(pad[:, None, :], float('-inf')), -1)
    w = torch.nan_to_num(w, nan=0.0)
    return w.masked_fill(pad[:, :, None], 0.0)
""", "ex_padding_attention.head_axis"),
    ("ex_padding_attention", "inverted", """
import torch
def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = torch.arange(n)[None, :] >= lengths[:, None]
    w = torch.softmax(scores.masked_fill(~pad[:, None, None, :], float('-inf')), -1).nan_to_num(0.0)
    return w.masked_fill(pad[:, None, :, None], 0.0)
""", "ex_padding_attention.inverted"),
    # --- ex_split_merge ----------------------------------------------------------------------------
    ("ex_split_merge", "no transpose", """
def ex_split_merge(x, h, context):
    b, n, d = x.shape
    return x.view(b, n, h, d // h), context.transpose(1, 2).reshape(b, n, d)
""", "ex_split_merge.no_transpose"),
    ("ex_split_merge", "reshape mixes", """
def ex_split_merge(x, h, context):
    b, n, d = x.shape
    return x.reshape(b, h, n, d // h), context.transpose(1, 2).reshape(b, n, d)
""", "ex_split_merge.reshape_mixes"),
    ("ex_split_merge", "transpose before view", """
def ex_split_merge(x, h, context):
    b, n, d = x.shape
    heads = x.transpose(1, 2).contiguous().view(b, h, n, d // h)
    return heads, context.transpose(1, 2).reshape(b, n, d)
""", "ex_split_merge.transpose_before_view"),
    ("ex_split_merge", "merge without transpose", """
def ex_split_merge(x, h, context):
    b, n, d = x.shape
    return x.view(b, n, h, d // h).transpose(1, 2), context.reshape(b, n, d)
""", "ex_split_merge.merge_no_transpose"),
    ("ex_split_merge", "merge needs contiguous", """
def ex_split_merge(x, h, context):
    b, n, d = x.shape
    return x.view(b, n, h, d // h).transpose(1, 2), context.transpose(1, 2).view(b, n, d)
""", "feedback.needs_contiguous"),
    ("ex_split_merge", "merged is x", """
def ex_split_merge(x, h, context):
    b, n, d = x.shape
    return x.view(b, n, h, d // h).transpose(1, 2), x
""", "feedback.prop.is_input"),  # the merged output is x itself, values in order
    ("ex_split_merge", "two-argument form, reshape mixes", """
def ex_split_merge(x, h):
    b, n, d = x.shape
    heads = x.reshape(b, h, n, d // h)
    return heads, heads.transpose(1, 2).reshape(b, n, d)
""", "ex_split_merge.reshape_mixes"),
    ("ex_split_merge", "two-argument form, merge without transpose", """
def ex_split_merge(x, h):
    b, n, d = x.shape
    heads = x.view(b, n, h, d // h).transpose(1, 2)
    return heads, heads.reshape(b, n, d)
""", "ex_split_merge.merge_no_transpose"),
    # --- ex_mha_forward ----------------------------------------------------------------------------
    ("ex_mha_forward", "no mask", _mha("w = torch.softmax(q @ k.transpose(2, 3) / hd ** 0.5, -1)\n" + _MERGE),
     "ex_mha_forward.no_mask"),
    ("ex_mha_forward", "no scaling", _mha(_MASKED + "\nw = torch.softmax(s, -1)\n" + _MERGE),
     "ex_mha_forward.no_scale"),
    ("ex_mha_forward", "scaled by d_out", _mha(_MASKED + "\nw = torch.softmax(s / mha.d_out, -1)\n" + _MERGE),
     "ex_mha_forward.scale_d_out"),
    ("ex_mha_forward", "scaled by sqrt d_out", _mha(_MASKED + "\nw = torch.softmax(s / mha.d_out ** 0.5, -1)\n" + _MERGE),
     "ex_mha_forward.scale_d_out"),
    ("ex_mha_forward", "scaled by head_dim", _mha(_MASKED + "\nw = torch.softmax(s / hd, -1)\n" + _MERGE),
     "mistake.scaled_twice_plain"),
    ("ex_mha_forward", "softmax dim -2", _mha(_MASKED + "\nw = torch.softmax(s / hd ** 0.5, dim=-2)\n" + _MERGE),
     "ex_mha_forward.softmax_dim"),
    ("ex_mha_forward", "view without transpose", """
import torch
def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    q = mha.W_query(x).view(b, h, n, hd)
    k = mha.W_key(x).view(b, h, n, hd)
    v = mha.W_value(x).view(b, h, n, hd)
    s = (q @ k.transpose(2, 3)).masked_fill(mha.mask.bool()[:n, :n], float('-inf'))
    w = torch.softmax(s / hd ** 0.5, -1)
    return mha.out_proj((w @ v).transpose(1, 2).reshape(b, n, mha.d_out))
""", "ex_mha_forward.view_no_transpose"),
    ("ex_mha_forward", "merge without transpose", _mha(
        _MASKED + "\nw = torch.softmax(s / hd ** 0.5, -1)\nreturn mha.out_proj((w @ v).reshape(b, n, mha.d_out))"),
     "ex_mha_forward.merge_no_transpose"),
    ("ex_mha_forward", "no out_proj", _mha(
        _MASKED + "\nw = torch.softmax(s / hd ** 0.5, -1)\nreturn (w @ v).transpose(1, 2).reshape(b, n, mha.d_out)"),
     "ex_mha_forward.no_out_proj"),
    ("ex_mha_forward", "mask not sliced", _mha(
        "s = (q @ k.transpose(2, 3)).masked_fill(mha.mask.bool(), float('-inf'))\n"
        "w = torch.softmax(s / hd ** 0.5, -1)\n" + _MERGE), "ex_mha_forward.mask_unsliced"),
    ("ex_mha_forward", "dropout on scores", _mha(
        _MASKED + "\ns = mha.dropout(s)\nw = torch.softmax(s / hd ** 0.5, -1)\n" + _MERGE),
     "mistake.dropout_scores"),
    ("ex_mha_forward", "F.dropout active", _mha(
        _MASKED + "\nw = F.dropout(torch.softmax(s / hd ** 0.5, -1), 0.1)\n" + _MERGE),
     "ex_mha_forward.random"),
    ("ex_mha_forward", "sdpa with the book's mask", _mha(
        "ctx = F.scaled_dot_product_attention(q, k, v, attn_mask=mha.mask.bool()[:n, :n])\n"
        "return mha.out_proj(ctx.transpose(1, 2).reshape(b, n, mha.d_out))"),
     "ex_mha_forward.sdpa_inverted"),
    ("ex_mha_forward", "tril mask", _mha(
        "s = (q @ k.transpose(2, 3)).masked_fill(torch.tril(torch.ones(n, n, device=x.device)).bool(), float('-inf'))\n"
        "w = torch.softmax(s / hd ** 0.5, -1)\n" + _MERGE), "ex_mha_forward.mask_tril"),
    ("ex_mha_forward", "mask == 0", _mha(
        "s = (q @ k.transpose(2, 3)).masked_fill(mha.mask[:n, :n] == 0, float('-inf'))\n"
        "w = torch.softmax(s / hd ** 0.5, -1)\n" + _MERGE), "ex_mha_forward.mask_tril"),
    ("ex_mha_forward", "multiplied mask", _mha(
        "s = (q @ k.transpose(2, 3)) * (1 - mha.mask[:n, :n])\n"
        "w = torch.softmax(s / hd ** 0.5, -1)\n" + _MERGE), "mistake.mask_multiplied"),
    ("ex_mha_forward", "view without contiguous", _mha(
        _MASKED + "\nw = torch.softmax(s / hd ** 0.5, -1)\n"
        "return mha.out_proj((w @ v).transpose(1, 2).view(b, n, mha.d_out))"), "feedback.needs_contiguous"),
    ("ex_mha_forward", "scale after softmax", _mha(_MASKED + "\nw = torch.softmax(s, -1) / hd ** 0.5\n" + _MERGE),
     "ex_mha_forward.scale_after"),
    ("ex_mha_forward", "scaled by sqrt d_in", _mha(_MASKED + "\nw = torch.softmax(s / x.shape[-1] ** 0.5, -1)\n" + _MERGE),
     "ex_mha_forward.scale_d_in"),
    ("ex_mha_forward", "scaled by d_in, no root", _mha(_MASKED + "\nw = torch.softmax(s / x.shape[-1], -1)\n" + _MERGE),
     "ex_mha_forward.scale_d_in"),
    ("ex_mha_forward", "scaled by sqrt of the number of tokens", _mha(
        _MASKED + "\nw = torch.softmax(s / k.shape[-2] ** 0.5, -1)\n" + _MERGE), "ex_mha_forward.scale_tokens"),
    ("ex_mha_forward", "scaled by sqrt of the number of heads", _mha(
        _MASKED + "\nw = torch.softmax(s / mha.num_heads ** 0.5, -1)\n" + _MERGE), "ex_mha_forward.scale_heads"),
    ("ex_mha_forward", "no mask and no scaling", _mha("w = torch.softmax(q @ k.transpose(2, 3), -1)\n" + _MERGE),
     "ex_mha_forward.no_mask"),
    ("ex_mha_forward", "keys @ queries", _mha(
        "s = (k @ q.transpose(2, 3)).masked_fill(mha.mask.bool()[:n, :n], float('-inf'))\n"
        "w = torch.softmax(s / hd ** 0.5, -1)\n" + _MERGE), "ex_mha_forward.scores_transposed"),
    ("ex_mha_forward", "sdpa with the float buffer", _mha(
        "ctx = F.scaled_dot_product_attention(q, k, v, attn_mask=mha.mask[:n, :n])\n"
        "return mha.out_proj(ctx.transpose(1, 2).reshape(b, n, mha.d_out))"), "ex_mha_forward.sdpa_float_mask"),
    ("ex_mha_forward", "F.dropout on the scores in training", _mha(
        _MASKED + "\ns = F.dropout(s, 0.1, training=mha.training)\nw = torch.softmax(s / hd ** 0.5, -1)\n" + _MERGE),
     "mistake.dropout_scores"),
    ("ex_mha_forward", "future zeroed after the softmax", _mha(
        "w = torch.softmax(q @ k.transpose(2, 3) / hd ** 0.5, -1).masked_fill(mha.mask.bool()[:n, :n], 0.0)\n"
        + _MERGE), "mistake.zeroed_after_softmax"),
    # a finite fill (-1e9) gives a fully masked axis uniform weights where -inf gives NaN
    ("ex_mha_forward", "-1e9 fill, softmax over the heads", _mha(
        "s = (q @ k.transpose(2, 3)).masked_fill(mha.mask.bool()[:n, :n], -1e9)\n"
        "w = torch.softmax(s / hd ** 0.5, dim=1)\n" + _MERGE), "ex_mha_forward.softmax_dim"),
    ("ex_mha_forward", "-1e9 fill, tril mask", _mha(
        "s = (q @ k.transpose(2, 3)).masked_fill(torch.tril(torch.ones(n, n, device=x.device)).bool(), -1e9)\n"
        "w = torch.softmax(s / hd ** 0.5, -1)\n" + _MERGE), "ex_mha_forward.mask_tril"),
    ("ex_mha_forward", "sdpa on (b, n, h, hd): heads not transposed", """
import torch.nn.functional as F
def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim)
    k = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim)
    v = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim)
    ctx = F.scaled_dot_product_attention(q, k, v, is_causal=True)
    return mha.out_proj(ctx.reshape(b, n, -1))
""", "ex_mha_forward.sdpa_no_transpose"),
    ("ex_mha_forward", "returns the weights, not the context", _mha(
        _MASKED + "\nw = torch.softmax(s / hd ** 0.5, -1)\nreturn w"), "feedback.wrong_shape"),
    # --- ex_softmax_backward -----------------------------------------------------------------------
    ("ex_softmax_backward", "missing sum", "def ex_softmax_backward(P, dP):\n    return P * dP\n",
     "ex_softmax_backward.missing_sum"),
    ("ex_softmax_backward", "sign", "def ex_softmax_backward(P, dP):\n    return P * ((dP * P).sum(-1, keepdim=True) - dP)\n",
     "ex_softmax_backward.sign"),
    ("ex_softmax_backward", "wrong axis", "def ex_softmax_backward(P, dP):\n    return P * (dP - (dP * P).sum(0, keepdim=True))\n",
     "ex_softmax_backward.wrong_axis"),
    ("ex_softmax_backward", "no keepdim", "def ex_softmax_backward(P, dP):\n    return P * (dP - (dP * P).sum(-1))\n",
     "ex_softmax_backward.keepdim"),
    ("ex_softmax_backward", "sum without P", "def ex_softmax_backward(P, dP):\n    return P * (dP - dP.sum(-1, keepdim=True))\n",
     "ex_softmax_backward.sum_without_p"),
    ("ex_softmax_backward", "diagonal only", "def ex_softmax_backward(P, dP):\n    return dP * P * (1 - P)\n",
     "ex_softmax_backward.diagonal_only"),
    ("ex_softmax_backward", "P factor missing", "def ex_softmax_backward(P, dP):\n    return dP - (dP * P).sum(-1, keepdim=True)\n",
     "ex_softmax_backward.missing_p"),
    # right on the 1-D case, raises on batches: not the keepdim slip, which raises differently
    ("ex_softmax_backward", "1-D only: torch.diag and torch.outer", """
import torch
def ex_softmax_backward(P, dP):
    J = torch.diag(P) - torch.outer(P, P)
    return J @ dP
""", "feedback.raised_at"),
    ("ex_softmax_backward", "identity", "def ex_softmax_backward(P, dP):\n    return dP\n", "feedback.prop.is_input"),  # dP handed back: told by its name
    # --- ex_fix_second_head ------------------------------------------------------------------------
    ("ex_fix_second_head", "starter", None, "ex_fix_second_head.same_head"),
    ("ex_fix_second_head", "two heads only", "import torch\ndef ex_fix_second_head(a):\n"
     "    return torch.stack([a[0, 0] @ a[0, 0].T, a[0, 1] @ a[0, 1].T])\n", "ex_fix_second_head.two_heads"),
    ("ex_fix_second_head", "wrong side", "import torch\ndef ex_fix_second_head(a):\n"
     "    return torch.stack([a[0, i].T @ a[0, i] for i in range(a.shape[1])])\n", "ex_fix_second_head.wrong_side"),
    # --- ex_fix_mask_heads -------------------------------------------------------------------------
    ("ex_fix_mask_heads", "starter", None, "ex_fix_mask_heads.head_axis"),
    ("ex_fix_mask_heads", "query axis", "import torch\ndef ex_fix_mask_heads(s, pad):\n"
     "    return torch.softmax(s.masked_fill(pad[:, None, :, None], float('-inf')), -1)\n",
     "ex_fix_mask_heads.query_axis"),
    ("ex_fix_mask_heads", "query axis, NaN rows zeroed", "import torch\ndef ex_fix_mask_heads(s, pad):\n"
     "    return torch.softmax(s.masked_fill(pad.bool()[:, None, :, None], float('-inf')), -1).nan_to_num(0.0)\n",
     "mistake.mask_query_axis"),
    ("ex_fix_mask_heads", "inverted", "import torch\ndef ex_fix_mask_heads(s, pad):\n"
     "    return torch.softmax(s.masked_fill(~pad[:, None, None, :], float('-inf')), -1)\n",
     "ex_fix_mask_heads.inverted"),
    # --- short answers -----------------------------------------------------------------------------
    ("ex_omega", "self score", "ex_omega = 1.4950\n", "ex_omega.self_score"),
    ("ex_omega", "softmax weight", "ex_omega = 0.1385\n", "ex_omega.weight"),
    ("ex_omega", "string", "ex_omega = '0.9544'\n", "feedback.not_number"),
    ("ex_omega", "nan", "ex_omega = float('nan')\n", "feedback.not_finite_answer"),
    ("ex_omega", "other", "ex_omega = 1.2\n", "feedback.wrong_number"),
    ("ex_omega", "Your with itself", "ex_omega = 0.9995\n", "ex_omega.other_pair"),
    ("ex_softmax_weight", "sum normalised", "ex_softmax_weight = 0.2278\n", "ex_softmax_weight.sum_normalised"),
    ("ex_softmax_weight", "scaled", "ex_softmax_weight = 0.2070\n", "ex_softmax_weight.scaled"),
    ("ex_softmax_weight", "weight on Your", "ex_softmax_weight = 0.1385\n", "ex_softmax_weight.other_key"),
    ("ex_softmax_weight", "bool", "ex_softmax_weight = True\n", "feedback.not_number"),
    ("ex_softmax_weight", "inf", "ex_softmax_weight = float('inf')\n", "feedback.not_finite_answer"),
    ("ex_context", "too short", "ex_context = [0.4419, 0.6515]\n", "feedback.wrong_length"),
    ("ex_context", "sum normalised", "ex_context = [0.4355, 0.6451, 0.5680]\n", "ex_context.sum_normalised"),
    ("ex_context", "unnormalised", "ex_context = [2.8579, 4.2330, 3.7270]\n", "ex_context.unnormalised"),
    ("ex_context", "nan", "nan = float('nan')\nex_context = [nan, nan, nan]\n", "feedback.not_finite_answer"),
    ("ex_context", "strings in the list", "ex_context = ['0.4419', '0.6515', '0.5683']\n",
     "feedback.not_sequence_item"),
    ("ex_context", "context of Your", "ex_context = [0.4421, 0.5931, 0.5790]\n", "ex_context.other_query"),
    ("ex_context", "other", "ex_context = [0.44, 0.60, 0.57]\n", "feedback.wrong_vector"),
    ("ex_dropout_survivor", "times keep", "ex_dropout_survivor = 0.9\n", "ex_dropout_survivor.times_keep"),
    ("ex_dropout_survivor", "over p", "ex_dropout_survivor = 10\n", "ex_dropout_survivor.over_p"),
    ("ex_dropout_survivor", "book p", "ex_dropout_survivor = 2.0\n", "ex_dropout_survivor.book_p"),
    ("ex_dropout_survivor", "unscaled", "ex_dropout_survivor = 1\n", "ex_dropout_survivor.unscaled"),
    ("ex_shape_view", "no transpose", "ex_shape_view = (2, 5, 3, 4)\n", "ex_shape_view.no_transpose"),
    ("ex_shape_view", "swapped", "ex_shape_view = (2, 4, 5, 3)\n", "ex_shape_view.swapped"),
    ("ex_shape_view", "head_dim = d_out", "ex_shape_view = (2, 3, 5, 12)\n", "ex_shape_view.head_dim"),
    ("ex_shape_view", "three numbers", "ex_shape_view = (2, 3, 5)\n", "feedback.shape.typed_missing"),
    ("ex_shape_view", "nan", "ex_shape_view = (float('nan'), 3, 5, 4)\n", "feedback.not_finite_answer"),
]

# --- the catalogue of classic mistakes (attnlab.grading.mistakes), in every exercise they occur -----
# (issue 19, problems 5 and 6): one mistake, one text, wherever a learner makes it.
_PAD = "import torch\ndef ex_padding_attention(scores, lengths):\n    n = scores.shape[-1]\n" \
       "    pad = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]\n"
_ROWS = "    return w.masked_fill(pad[:, None, :, None], 0.0)\n"
_STABLE = "import torch\ndef ex_stable_softmax(x, dim):\n"
_CAUSAL = ("import torch\nimport torch.nn.functional as F\ndef ex_causal_weights(scores):\n"
           "    n = scores.shape[-1]\n"
           "    future = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=1)\n")

WRONG += [
    # problem 5: the feedback named the wrong fix
    ("ex_causal_weights", "dropout after the -inf mask", _CAUSAL
     + "    w = torch.softmax(scores.masked_fill(future, float('-inf')), dim=-1)\n"
       "    return F.dropout(w, 0.1)\n", "mistake.dropout_weights"),
    ("ex_causal_weights", "dropout 0.5 after masking", _CAUSAL
     + "    w = torch.softmax(scores.masked_fill(future, -torch.inf), dim=-1)\n"
       "    return torch.nn.Dropout(0.5)(w)\n", "mistake.dropout_weights"),
    ("ex_stable_softmax", "sum lost keepdim", _STABLE
     + "    e = (x - x.max(dim=dim, keepdim=True).values).exp()\n    return e / e.sum(dim=dim)\n",
     "mistake.keepdim_sum"),
    ("ex_stable_softmax", "max and sum lost keepdim", _STABLE
     + "    e = (x - x.amax(dim)).exp()\n    return e / e.sum(dim)\n", "mistake.keepdim_both"),
    ("ex_mha_forward", "q scaled, then SDPA", _mha(
        "q = q / hd ** 0.5\n"
        "ctx = F.scaled_dot_product_attention(q, k, v, is_causal=True)\n"
        "return mha.out_proj(ctx.transpose(1, 2).reshape(b, n, mha.d_out))"), "mistake.scaled_twice"),
    ("ex_causal_weights", "fill -10", _CAUSAL
     + "    return torch.softmax(scores.masked_fill(future, -10.0), dim=-1)\n", "mistake.fill_weak"),
    ("ex_causal_weights", "fill -5", _CAUSAL
     + "    return torch.softmax(scores.masked_fill(future, -5), dim=-1)\n", "mistake.fill_weak"),
    ("ex_mha_forward", "fill -10", _mha(
        "s = (q @ k.transpose(2, 3)).masked_fill(mha.mask.bool()[:n, :n], -10.0)\n"
        "w = torch.softmax(s / hd ** 0.5, -1)\n" + _MERGE), "mistake.fill_weak"),
    ("ex3_1", "to(float16) weights", """
import torch
def ex3_1(sa_v1, sa_v2):
    sa_v1.W_query = torch.nn.Parameter(sa_v2.W_query.weight.T.to(torch.float16))
    sa_v1.W_key = torch.nn.Parameter(sa_v2.W_key.weight.T.to(torch.float16))
    sa_v1.W_value = torch.nn.Parameter(sa_v2.W_value.weight.T.to(torch.float16))
""", "ex3_1.dtype_half"),
    ("ex3_2", "d_out 4, two heads", "def ex3_2(W):\n    return W(3, 4, 6, 0.0, num_heads=2)\n", "ex3_2.shape"),
    # problem 6: a mistake named in one exercise, unnamed in its neighbour
    ("ex_fix_mask_heads", "fill 0", "import torch\ndef ex_fix_mask_heads(s, pad):\n"
     "    return torch.softmax(s.masked_fill(pad[:, None, None, :], 0.0), -1)\n", "mistake.mask_multiplied"),
    ("ex_fix_mask_heads", "multiplied by the keep mask", "import torch\ndef ex_fix_mask_heads(s, pad):\n"
     "    keep = (~pad).float()[:, None, None, :]\n    return torch.softmax(s * keep, dim=-1)\n",
     "mistake.mask_multiplied"),
    ("ex_fix_mask_heads", "0/1 mask added", "import torch\ndef ex_fix_mask_heads(s, pad):\n"
     "    return torch.softmax(s + pad[:, None, None, :].float(), dim=-1)\n", "mistake.mask_added"),
    ("ex_fix_mask_heads", "fill -10", "import torch\ndef ex_fix_mask_heads(s, pad):\n"
     "    return torch.softmax(s.masked_fill(pad[:, None, None, :], -10), dim=-1)\n", "mistake.fill_weak"),
    ("ex_causal_weights", "0/1 mask added", _CAUSAL
     + "    return torch.softmax(scores + future.float(), dim=-1)\n", "mistake.mask_added"),
    ("ex_mha_forward", "0/1 mask added", _mha(
        "s = q @ k.transpose(2, 3) + mha.mask[:n, :n]\nw = torch.softmax(s / hd ** 0.5, -1)\n" + _MERGE),
     "mistake.mask_added"),
    ("ex_mha_forward", "triu diagonal 0", _mha(
        "m = torch.triu(torch.ones(n, n, dtype=torch.bool), diagonal=0)\n"
        "s = (q @ k.transpose(2, 3)).masked_fill(m, float('-inf'))\n"
        "w = torch.softmax(s / hd ** 0.5, -1)\n" + _MERGE), "mistake.mask_diagonal"),
    ("ex_mha_forward", "fill 0", _mha(
        "s = (q @ k.transpose(2, 3)).masked_fill(mha.mask.bool()[:n, :n], 0.0)\n"
        "w = torch.softmax(s / hd ** 0.5, -1)\n" + _MERGE), "mistake.mask_multiplied"),
    ("ex_mha_forward", "no head split", """
import torch
def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q, k, v = mha.W_query(x), mha.W_key(x), mha.W_value(x)
    s = (q @ k.transpose(1, 2)).masked_fill(mha.mask.bool()[:n, :n], float('-inf'))
    w = torch.softmax(s / mha.head_dim ** 0.5, dim=-1)
    return mha.out_proj(w @ v)
""", "mistake.no_head_split"),
    ("ex_mha_forward", "no head split, scaled by d_out", """
import torch
def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q, k, v = mha.W_query(x), mha.W_key(x), mha.W_value(x)
    s = (q @ k.mT).masked_fill(mha.mask.bool()[:n, :n], float('-inf'))
    return mha.out_proj(torch.softmax(s / k.shape[-1] ** 0.5, dim=-1) @ v)
""", "mistake.no_head_split"),
    ("ex_softmax_backward", "Jacobian without its diagonal", "def ex_softmax_backward(P, dP):\n"
     "    return -P * (dP * P).sum(-1, keepdim=True)\n", "mistake.jacobian_no_diagonal"),
    ("ex_softmax_backward", "outer product only", "import torch\ndef ex_softmax_backward(P, dP):\n"
     "    J = -P.unsqueeze(-1) * P.unsqueeze(-2)\n    return (J @ dP.unsqueeze(-1)).squeeze(-1)\n",
     "mistake.jacobian_no_diagonal"),
    ("ex_softmax_backward", "log-softmax's backward", "import torch\ndef ex_softmax_backward(P, dP):\n"
     "    return dP - P * torch.sum(dP, dim=-1, keepdim=True)\n", "mistake.log_softmax_backward"),
    ("ex_stable_softmax", "sum(dim=1)", _STABLE
     + "    e = torch.exp(x - x.max(dim=dim, keepdim=True).values)\n    return e / e.sum(dim=1, keepdim=True)\n",
     "mistake.sum_fixed_dim"),
    ("ex_stable_softmax", "clamp(max=80)", _STABLE
     + "    e = x.clamp(max=80).exp()\n    return e / e.sum(dim=dim, keepdim=True)\n", "mistake.clamp_not_shift"),
    ("ex_stable_softmax", "max over dim 0", _STABLE
     + "    e = (x - x.max(dim=0, keepdim=True).values).exp()\n    return e / e.sum(dim, keepdim=True)\n",
     "mistake.max_dim0"),
    ("ex_stable_softmax", "sum over the last axis", _STABLE
     + "    e = (x - x.amax(dim=dim, keepdim=True)).exp()\n    return e / e.sum(-1, keepdim=True)\n",
     "mistake.sum_last_axis"),
    ("ex_stable_softmax", "float16", _STABLE
     + "    h = x.half()\n    e = (h - h.amax(dim=dim, keepdim=True)).exp()\n"
       "    return (e / e.sum(dim=dim, keepdim=True)).float()\n", "mistake.float16"),
    ("ex_padding_attention", "pad[:, None, :], one head", _PAD
     + "    w = torch.softmax(scores.masked_fill(pad[:, None, :], float('-inf')), -1).nan_to_num(0.0)\n"
     + _ROWS, "ex_padding_attention.head_axis"),
    ("ex_padding_attention", "keys zeroed after the softmax", _PAD
     + "    w = torch.softmax(scores, -1).masked_fill(pad[:, None, None, :], 0.0)\n" + _ROWS,
     "mistake.zeroed_after_softmax"),
    ("ex_padding_attention", "fill -10", _PAD
     + "    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], -10.0), -1)\n" + _ROWS,
     "mistake.fill_weak"),
    ("ex_mha_forward", "own nn.Dropout(0.1) on the scores", _mha(
        "drop = torch.nn.Dropout(0.1)\n"
        "s = drop(q @ k.transpose(2, 3) / hd ** 0.5).masked_fill(mha.mask.bool()[:n, :n], float('-inf'))\n"
        "w = torch.softmax(s, dim=-1)\n" + _MERGE), "mistake.dropout_scores"),
    ("ex_mha_forward", "own nn.Dropout(0.2) after masking", _mha(
        _MASKED + "\ns = torch.nn.Dropout(p=0.2)(s)\nw = torch.softmax(s / hd ** 0.5, -1)\n" + _MERGE),
     "mistake.dropout_scores"),
    ("ex_dropout_survivor", "p instead of 1/(1 - p)", "ex_dropout_survivor = 0.1\n", "mistake.survivor_p"),
]

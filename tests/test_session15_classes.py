"""Through the real sandbox, classes read off the misses of the fifteenth session's tuning corpora
(fresh146..fresh151: numpy round trips, generic-rank code, memory economy, MATLAB habits, tiny
examples, matrix algebra), each on an answer written in another style than the corpus's (typed,
documented helpers); English and Chinese are both checked.

- A float32 buffer or out= tensor that makes a float64 call raise: the run fails, told at the line
  that made the float32 tensor (a .float(), dtype=torch.float32 in a softmax, a buffer).
- A result in another dtype than its inputs: the line that made the first tensor of that dtype.
- A numpy detour: the arrays its lines bind are steps too, so the line is found inside it.
- numpy's broadcast error of a reduction without keepdims: the axis dropped, or put back elsewhere
  (read off the message's two shapes).
- In-place ops (exp_, div_) read from what they were given: the shift held at 0 is an underflow.
- A divisor whose own exponentials underflow (exp(x).sum() beside exp(x - max)).
- The diagonal hidden (fill_diagonal_(-inf)): that line, not a range that skips the token.
- An in-place write into a view (row = inputs[1]; row.mul_(...)) that changes the tensor it views.
- Parameters frozen (requires_grad_(False)) in the module returned.
- Weights through a float16 round trip: named exactly, whatever the number of entries.
- 2-D products whose factors do not meet, pieces of unequal size stacked, a view with a size
  given twice: the factor, the axis cut, the size's name.
- Rows of padded queries uniform (a query-and-key mask filled with -1e9); lengths tiled by
  repeat with the rows zeroed by the same tiled mask.
- Padded queries zeroed with the slice on the heads' axis (w[i, L:] = 0).
- A loop counting one axis of a tensor and indexing its numpy copy on another.
- np.split's count read as torch's size.
- Positions numbered from 1 (arange(1, n + 1)) behind a mask one position off.
- A row counted from the end (Julia's end-4 written -4).
- The log of a sum of exponentials that underflowed (no shift).
- A tensor's .to(device) discarded, or bound to the loop's own name, in a loop over a module's
  parameters or buffers.
- x.T @ x where x @ x.T belongs: both factors transposed.
- One padding mask for every sequence (pad[0], pad.any(0)) where each has its own.
- An error the answer's own try/except caught, and the fallback it took instead.
- One term of a sum from code with no loop: said without a loop's words.
- A number rounded on the way (round(x, 2)) and printed with more decimals later.
- .contiguous() called before the transpose that a .view follows.
- A masking call whose result is dropped: told as the feedback itself, not after a text about the
  mask that the outputs suggest.
- A single token's shortcut that skips out_proj (ex_mha_forward gains a one-token case).
"""

from __future__ import annotations

import pytest

import exercises
from attnlab.grading.runner import Limits, Sandbox
from class_named import graded_and_named

pytestmark = pytest.mark.sandbox

CASES = {
    "float32_out_buffer_raises_in_float64": ("ex_softmax_backward", '''
import torch
def ex_softmax_backward(P: torch.Tensor, dP: torch.Tensor) -> torch.Tensor:
    """dS = J dP with the softmax Jacobian, written into one preallocated buffer."""
    grad = torch.empty(P.shape, device=P.device)
    jacobian = torch.diag_embed(P) - P.unsqueeze(-1) * P.unsqueeze(-2)
    torch.matmul(jacobian, dP.unsqueeze(-1), out=grad.unsqueeze(-1))
    return grad
''', ("feedback", "feedback.wide_raised_cast"), ("torch.empty(P.shape", "torch.empty(P.shape")),
    "half_step_line": ("ex_causal_weights", '''
import torch
def ex_causal_weights(scores: torch.Tensor) -> torch.Tensor:
    """Masked softmax, computed in half precision to save memory."""
    small = scores.to(torch.float16)
    n = scores.shape[-1]
    hidden = torch.ones(n, n, dtype=torch.bool, device=scores.device).triu(1)
    return small.masked_fill(hidden, float("-inf")).softmax(-1)
''', ("line", "5"), ("torch.float16", "torch.float16")),
    "numpy_detour_located": ("ex_softmax_backward", '''
import numpy as np
import torch
def ex_softmax_backward(P: torch.Tensor, dP: torch.Tensor) -> torch.Tensor:
    p_arr = P.cpu().numpy()
    g_arr = dP.cpu().numpy()
    inner = np.sum(g_arr * p_arr * p_arr, axis=-1, keepdims=True)
    out = p_arr * (g_arr - inner)
    return torch.from_numpy(out).to(P.device)
''', ("diverge_line", "7"), ("np.sum(g_arr * p_arr", "np.sum(g_arr * p_arr")),
    "shift_floored_in_place": ("ex_stable_softmax", '''
import torch
def ex_stable_softmax(x: torch.Tensor, dim: int) -> torch.Tensor:
    peak = torch.maximum(x.amax(dim, keepdim=True), torch.zeros((), dtype=x.dtype))
    z = x.sub(peak).exp_()
    return z.div_(z.sum(dim, keepdim=True))
''', ("feedback", "feedback.exp_underflow"), ("amax(dim=dim, keepdim=True)", "amax(dim=dim, keepdim=True)")),
    "divisor_without_the_shift": ("ex_stable_softmax", '''
import torch
def ex_stable_softmax(x: torch.Tensor, dim: int) -> torch.Tensor:
    top = x.amax(dim=dim, keepdim=True)
    numerator = (x - top).exp()
    denominator = x.exp().sum(dim=dim, keepdim=True)
    return numerator / denominator
''', ("feedback", "feedback.exp_underflow_divisor"), ("exp(x - max)", "exp(x - max)")),
    "diagonal_filled_with_minus_inf": ("ex_context", '''
import torch
inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
omega = inputs @ inputs.T
omega.fill_diagonal_(float("-inf"))
ex_context = (torch.softmax(omega, dim=1) @ inputs)[1]
''', ("feedback", "rewrite.term_hidden"), ("fill_diagonal_", "fill_diagonal_")),
    "view_written_in_place": ("ex_omega", '''
import torch
inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
journey = inputs[1]
journey *= inputs[0]  # the products of a dot product, kept in the row
ex_omega = round(float(inputs[1] @ inputs[0]), 4)
''', ("diverge_how", "diverge.view_written"), (".clone()", ".clone()")),
    "frozen_wrapper": ("ex3_2", '''
import torch
def ex3_2(MultiHeadAttentionWrapper):
    torch.manual_seed(123)
    wrapper = MultiHeadAttentionWrapper(3, 1, 6, 0.0, num_heads=2)
    for p in wrapper.parameters():
        p.requires_grad_(False)
    return wrapper
''', ("feedback", "feedback.params_frozen"), ("requires_grad", "requires_grad")),
    "weights_through_float16": ("ex3_1", '''
import torch
def ex3_1(sa_v1, sa_v2):
    for name in ("W_query", "W_key", "W_value"):
        w = getattr(sa_v2, name).weight.detach().T.to(torch.float16).to(torch.float32)
        setattr(sa_v1, name, torch.nn.Parameter(w))
''', ("dtype", "float16"), ("float16", "float16")),
    "second_factor_not_transposed": ("ex_fix_second_head", '''
import torch
def ex_fix_second_head(a: torch.Tensor) -> torch.Tensor:
    heads = a[0]
    return torch.stack([torch.mm(h, h) for h in heads])
''', ("feedback", "feedback.raised_matmul_second"), (".mT", ".mT")),
    "pieces_cut_along_tokens": ("ex_split_merge", '''
import torch
def ex_split_merge(x, num_heads, context):
    pieces = torch.tensor_split(x, num_heads, dim=1)
    heads = torch.stack(pieces, dim=1)
    b, h, n, hd = context.shape
    return heads, context.transpose(1, 2).reshape(b, n, h * hd)
''', ("feedback", "feedback.raised_uneven_pieces"), ("x.shape[1]", "x.shape[1]")),
    "heads_count_as_width": ("ex_split_merge", '''
import torch
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.reshape(b, n, num_heads, num_heads).permute(0, 2, 1, 3)
    return heads, context.permute(0, 2, 1, 3).reshape(b, n, d)
''', ("want_name", "x.shape[2] // num_heads"), ("num_heads", "num_heads")),
    "padded_rows_uniform": ("ex_padding_attention", '''
import torch
def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    real = torch.arange(n, device=scores.device) < lengths[:, None]      # (b, n)
    both = real[:, None, :, None] & real[:, None, None, :]                # (b, 1, n, n)
    return torch.where(both, scores, torch.tensor(-1e9, device=scores.device)).softmax(-1)
''', ("feedback", "ex_padding_attention.query_rows_uniform"), ("1/", "1/")),
    "lengths_tiled_rows_zeroed_too": ("ex_padding_attention", '''
import torch
def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    flat = scores.flatten(0, 1)                                            # (b*h, n, n)
    hidden = (torch.arange(n, device=scores.device) >= lengths[:, None]).tile(h, 1)
    w = flat.masked_fill(hidden[:, None, :], float("-inf")).softmax(-1).nan_to_num(0.0)
    return w.masked_fill(hidden[:, :, None], 0.0).unflatten(0, (b, h))
''', ("feedback", "feedback.lengths_mixed"), ("repeat_interleave", "repeat_interleave")),
    "rows_zeroed_on_the_heads_axis": ("ex_padding_attention", '''
import torch
def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = torch.arange(n, device=scores.device) >= lengths[:, None]
    w = scores.masked_fill(pad[:, None, None, :], float("-inf")).softmax(-1).nan_to_num(0.0)
    for seq, length in enumerate(lengths.tolist()):
        w[seq, length:] = 0.0
    return w
''', ("concept", "feedback.zeroed_axis"), ("w[seq, :, length:]", "w[seq, :, length:]")),
    "count_from_batch_index_on_numpy_copy": ("ex_fix_second_head", '''
import numpy as np
import torch
def ex_fix_second_head(a):
    host = a.cpu().numpy()
    grams = [host[0, k] @ host[0, k].T for k in range(len(a))]
    return torch.from_numpy(np.stack(grams)).to(a.device)
''', ("feedback", "feedback.loop_axis_count"), ("host[0, k]", "host[0, k]")),
    "np_split_count_as_size": ("ex_split_merge", '''
import numpy as np
import torch
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    blocks = np.split(x.cpu().numpy(), d // num_heads, axis=-1)
    heads = torch.from_numpy(np.stack(blocks, axis=1)).to(x.device)
    return heads, context.transpose(1, 2).reshape(b, n, d)
''', ("feedback", "rewrite.view_order_np_split"), ("np.split(a, num_heads, axis=-1)", "np.split(a, num_heads, axis=-1)")),
    "positions_numbered_from_one": ("ex_padding_attention", '''
import torch
def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    position = torch.arange(1, n + 1, device=scores.device)
    hidden = position[None, :] >= lengths[:, None]
    w = scores.masked_fill(hidden[:, None, None, :], float("-inf")).softmax(-1).nan_to_num(0.0)
    return w.masked_fill(hidden[:, None, :, None], 0.0)
''', ("concept", "feedback.mask_shift_built_base"), ("arange(1, n + 1", "arange(1, n + 1")),
    "row_counted_from_the_end": ("ex_softmax_weight", '''
import torch
inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
weights = torch.softmax(inputs @ inputs.T, -1)
ex_softmax_weight = round(weights[-4][-4].item(), 4)
''', ("concept", "feedback.index_from_end"), ("-4", "-4")),
    "log_of_unshifted_sum": ("ex_stable_softmax", '''
import torch
def ex_stable_softmax(x: torch.Tensor, dim: int) -> torch.Tensor:
    log_norm = x.exp().sum(dim, keepdim=True).log()
    return (x - log_norm).exp()
''', ("feedback", "feedback.log_of_underflow"), ("m + log(sum(exp(x - m)))", "m + log(sum(exp(x - m)))")),
    "one_token_shortcut": ("ex_mha_forward", '''
import torch
def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    if n == 1:
        return mha.W_value(x)  # one token attends only to itself
    q = mha.W_query(x).unflatten(-1, (mha.num_heads, mha.head_dim)).transpose(1, 2)
    k = mha.W_key(x).unflatten(-1, (mha.num_heads, mha.head_dim)).transpose(1, 2)
    v = mha.W_value(x).unflatten(-1, (mha.num_heads, mha.head_dim)).transpose(1, 2)
    s = (q @ k.mT / mha.head_dim ** 0.5).masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    return mha.out_proj((s.softmax(-1) @ v).transpose(1, 2).flatten(2))
''', ("feedback", "ex_mha_forward.no_out_proj"), ("out_proj", "out_proj")),
    "each_tensor_moved_and_dropped": ("ex3_3", '''
def ex3_3(MultiHeadAttention, device):
    block = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    for _, tensor in block.named_parameters():
        tensor.to(device)
    return block
''', ("feedback", "ex3_3.not_moved"), ("module.to(device)", "module.to(device)")),
    "each_buffer_rebound_in_a_loop": ("ex3_3", '''
def ex3_3(MultiHeadAttention, device):
    block = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    for buf in block.buffers():
        buf = buf.to(device)
    for w in block.parameters():
        w = w.to(device)
    return block
''', ("feedback", "ex3_3.not_moved"), ("module.to(device)", "module.to(device)")),
    "features_paired_not_tokens": ("ex_context", '''
import torch
x = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                  [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
pairs = x.T @ x
ex_context = (torch.softmax(pairs, dim=-1) @ x[1]).tolist()
''', ("diverge_how", "diverge.factors_transposed"), ("x @ x.T", "x @ x.T")),
    "one_mask_for_every_sequence": ("ex_fix_mask_heads", '''
import torch
def ex_fix_mask_heads(scores, pad):
    hide = pad.max(dim=0).values.view(1, 1, 1, -1)   # a key padded anywhere in the batch
    return scores.masked_fill(hide, float("-inf")).softmax(dim=-1)
''', ("diverge_how", "diverge.mask_one_for_all"), ("pad[:, None, None, :]", "pad[:, None, None, :]")),
    "fallback_after_a_caught_error": ("ex_causal_weights", '''
import torch
def ex_causal_weights(scores: torch.Tensor) -> torch.Tensor:
    n = scores.shape[-1]
    future = torch.ones(n, n, device=scores.device).triu(1)   # 0/1 floats
    try:
        scores = scores.masked_fill(future, float("-inf"))
    except RuntimeError:
        pass  # some torch versions want bool masks
    return scores.softmax(-1)
''', ("concept", "feedback.swallowed"), ("masked_fill", "masked_fill")),
    "wrapper_from_an_except_branch": ("ex3_2", '''
import torch
def ex3_2(MultiHeadAttentionWrapper):
    torch.manual_seed(123)
    try:
        return MultiHeadAttentionWrapper(3, 1, 6, 0.0, num_heads=2, qkv_bias=False, heads_first=True)
    except TypeError:
        return MultiHeadAttentionWrapper(3, 2, 6, 0.0, num_heads=1)
''', ("concept", "feedback.swallowed"), ("heads_first", "heads_first")),
    "padding_rows_mask_never_assigned": ("ex_padding_attention", '''
import torch
def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = torch.arange(n, device=scores.device) >= lengths[:, None]
    w = torch.where(pad[:, None, None, :], float("-inf"), scores).softmax(-1).nan_to_num(0.0)
    w.masked_fill(pad[:, None, :, None], 0.0)
    return w
''', ("feedback", "feedback.discarded_result"), ("w = w.masked_fill", "w = w.masked_fill")),
    "one_term_without_a_loop": ("ex_context", '''
import torch
inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
alpha = torch.softmax(inputs @ inputs[1], dim=0)
ex_context = (alpha[3] * inputs[3]).tolist()
''', ("feedback", "rewrite.single_term_plain"), ("matrix product", "矩阵乘法")),
    "rounded_before_the_end": ("ex_dropout_survivor", '''
keep = round(1 - 0.1, 1)
factor = round(1 / keep, 2)
ex_dropout_survivor = float(f"{factor:.4f}")
''', ("concept", "feedback.rounded_on_the_way"), ("round(1 / keep, 2)", "round(1 / keep, 2)")),
    "contiguous_before_the_move": ("ex_split_merge", '''
import torch
def ex_split_merge(x, num_heads, context):
    b, n, d = x.shape
    heads = x.unflatten(-1, (num_heads, d // num_heads)).permute(0, 2, 1, 3)
    return heads, context.contiguous().permute(0, 2, 1, 3).view(b, n, d)
''', ("feedback", "feedback.needs_contiguous_order"), ("contiguous", "contiguous")),
}


@pytest.fixture(scope="module")
def sandbox():
    sb = Sandbox("cpu", Limits(wall_seconds=30), exercises=exercises.ALL)
    yield sb
    sb.close()


@pytest.mark.parametrize("case", CASES.values(), ids=list(CASES))
def test_the_class_is_named_in_both_languages(sandbox, case):
    graded_and_named(sandbox, case)


def test_a_float32_buffer_is_not_told_where_the_reference_needs_float32():
    """The float64 run's error is evidence only where the right computation itself runs on the
    float64 inputs: a reference that raises there tells nothing."""
    import torch

    from attnlab.grading import tensor_check

    result = {"wide": {"error": "RuntimeError: expected scalar type Float", "line": 3, "code": "x @ w"}}
    x = torch.ones(2, 2)
    assert tensor_check.wide_told(result, lambda t: t @ torch.ones(2, 2), [x])[0] == ""
    assert tensor_check.wide_told(result, lambda t: t * 2, [x])[0] == "feedback.wide_raised"


def test_a_reduced_axis_is_read_off_numpys_shapes():
    from attnlab.grading import raise_explain

    dropped = raise_explain.reduced_axis("ValueError: operands could not be broadcast together with shapes (3,5) (3,) ")
    assert dropped == ("feedback.raised_reduced_dropped", {"full": "(3, 5)", "small": "(3,)", "axis": "1",
                                                            "axis_end": "-1"})
    moved = raise_explain.reduced_axis("ValueError: operands could not be broadcast together with shapes (4,3) (3,1) ")
    assert moved[0] == "feedback.raised_reduced_moved" and moved[1]["axis"] == "0" and moved[1]["at"] == "1"
    # two shapes that are not one reduced from the other say nothing
    assert raise_explain.reduced_axis("operands could not be broadcast together with shapes (4,3) (5,2) ") is None

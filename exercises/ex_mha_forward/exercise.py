"""MultiHeadAttention's forward pass, written by the learner from its parts."""

from attnlab.grading.tensor_check import with_device_rule

KIND = "code"
POINTS = 3
LESSON = "heads"
ALSO_IN = ("gpt2",)  # further lessons whose tab links to it
TITLE = {"en": "MultiHeadAttention.forward", "zh": "实现 MultiHeadAttention.forward"}
STATEMENT = with_device_rule({
    "en": "Write `ex_mha_forward(mha, x)`: the forward pass of the efficient multi-head "
          "class. `mha` has the layers `W_query`, `W_key`, `W_value`, `out_proj`, `dropout` "
          "(as in the book, with p = 0), the buffer `mask` (context_length × context_length, "
          "1 above the diagonal; the context length may exceed the number of tokens) and the "
          "ints `num_heads`, `head_dim`, `d_out`, but no forward of its own. `x` has shape "
          "(b, n, d_in); return the (b, n, d_out) context vectors: causal, scores scaled by "
          "√head_dim, dropout (if you apply it) on the attention weights.",
    "zh": "编写 `ex_mha_forward(mha, x)`：实现高效多头注意力类的前向传播。`mha` 有 `W_query`、"
          "`W_key`、`W_value`、`out_proj`、`dropout`（与书中相同，p = 0）这些层，"
          "缓冲区 `mask`（context_length × context_length，对角线以上为 1；"
          "上下文长度可能大于词元数），以及整数 `num_heads`、`head_dim`、`d_out`，"
          "但它自己没有 forward。`x` 的形状为 (b, n, d_in)；返回 (b, n, d_out) 的上下文向量："
          "因果、分数按 √head_dim 缩放、（如果使用）dropout 作用在注意力权重上。",
})
HINTS = {
    "en": ("Project, then view(b, n, num_heads, head_dim).transpose(1, 2).",
           "mask.bool()[:n, :n] marks the future; fill it with -inf before the softmax over "
           "the keys (the last axis).",
           "After weights @ values, transpose back, merge with .contiguous().view (or "
           "reshape), then apply out_proj."),
    "zh": ("先投影，再 view(b, n, num_heads, head_dim).transpose(1, 2)。",
           "mask.bool()[:n, :n] 标出了未来的位置；在对键（最后一维）做 softmax 之前填入 -inf。",
           "算完 weights @ values 后转置回来，用 .contiguous().view（或 reshape）合并，"
           "最后经过 out_proj。"),
}
STARTER = "def ex_mha_forward(mha, x):\n    b, n, _ = x.shape\n    ...\n"

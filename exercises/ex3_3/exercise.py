"""Exercise 3.3 (book): a GPT-2-small-sized attention module on the requested device."""

KIND = "code"
POINTS = 3
LESSON = "heads"
ALSO_IN = ("gpt2",)  # further lessons whose tab links to it
# The probe runs the learner's module with the book's forward, which ex_mha_forward asks learners to
# write: this exercise is graded in a child of its own, the only kind that keeps that forward.
NEEDS = ("MultiHeadAttention.forward",)
TITLE = {
    "en": "Exercise 3.3 · A GPT-2-sized attention module",
    "zh": "练习 3.3 · 初始化 GPT-2 规模的注意力模块",
}
STATEMENT = {
    "en": "Write `ex3_3(MultiHeadAttention, device)` that builds and returns a "
          "`MultiHeadAttention` with the sizes of the smallest GPT-2: 12 heads, 768 input and "
          "output dimensions, a context length of 1024 tokens, dropout 0.0 and "
          "`qkv_bias=False` (the book's default), placed on `device` (call `.to(device)`: the "
          "app grades on the CPU, an instructor may grade on a GPU). It then has 2,360,064 "
          "parameters; the real GPT-2's attention has 2,362,368, because its query, key and "
          "value layers also have biases (3 × 768 more).",
    "zh": "编写 `ex3_3(MultiHeadAttention, device)`，"
          "构建并返回一个与最小的 GPT-2 规模相同的 `MultiHeadAttention`：12 个头，"
          "输入和输出都是 768 维，上下文长度 1024，dropout 为 0.0，"
          "`qkv_bias=False`（书中的默认值），并放在 `device` 上（调用 `.to(device)`："
          "本应用在 CPU 上评分，教师可能在 GPU 上评分）。这样它有 2,360,064 个参数；"
          "真正的 GPT-2 注意力层有 2,362,368 个，因为它的查询、键、"
          "值三个线性层还带有偏置（多出 3 × 768 个）。",
}
HINTS = {
    "en": ("In MultiHeadAttention, d_out is the total size; each head gets d_out / num_heads "
           "= 64.",
           "Move the module with .to(device)."),
    "zh": ("在 MultiHeadAttention 中，d_out 是总维度；每个头得到 d_out / num_heads = 64 维。",
           "用 .to(device) 移动模块。"),
}
STARTER = ("def ex3_3(MultiHeadAttention, device):\n"
           "    # return a GPT-2-small-sized MultiHeadAttention on device\n    ...\n")

# exercise: ex_shape_view
# mistake: Remembering GPT-2's HF _split_heads(k, k=True), which permutes keys to (b, h, hd, n), the learner answers (2, 3, 4, 5); view + transpose(1, 2) gives (b, h, n, hd) = (2, 3, 5, 4).
# mistake_zh: 记得 HF GPT-2 的 _split_heads(k, k=True) 会把键排成 (b, h, hd, n)，学习者回答 (2, 3, 4, 5)；view 加 transpose(1, 2) 得到的是 (b, h, n, hd) = (2, 3, 5, 4)。
# keywords: transpose, (b, h, n, hd), tokens, head_dim
ex_shape_view = (2, 3, 4, 5)

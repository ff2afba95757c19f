# exercise: ex3_2
# mistake: Passes qkv_bias=True (the GPT-2 setting from later chapters), but the exercise asks for the book's query, key and value layers without bias; keep qkv_bias=False.
# mistake_zh: 传入了 qkv_bias=True（后面章节 GPT-2 的设置），但题目要求与书中一样查询、键、值层不带偏置；应保持 qkv_bias=False。
# keywords: qkv_bias, bias, False, layers

def ex3_2(MultiHeadAttentionWrapper):
    return MultiHeadAttentionWrapper(3, 1, 6, 0.0, num_heads=2, qkv_bias=True)

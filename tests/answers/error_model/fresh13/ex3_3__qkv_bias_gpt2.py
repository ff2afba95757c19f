# exercise: ex3_3
# mistake: It sets qkv_bias=True like the real GPT-2, giving 2,362,368 parameters; the exercise asks for qkv_bias=False (2,360,064 parameters).
# mistake_zh: 它像真实的 GPT-2 一样设置 qkv_bias=True，参数量为 2,362,368；题目要求 qkv_bias=False（2,360,064 个参数）。
# keywords: qkv_bias, False, parameters, 2360064
def ex3_3(MultiHeadAttention, device):
    # GPT-2 small: 12 heads, 768 dims, 1024 context
    return MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12, qkv_bias=True).to(device)

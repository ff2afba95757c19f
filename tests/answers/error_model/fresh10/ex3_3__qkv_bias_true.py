# exercise: ex3_3
# mistake: The learner copied the real GPT-2 and turned on qkv_bias=True (2,362,368 parameters); the statement asks for the book's default qkv_bias=False (2,360,064).
# mistake_zh: 学习者照搬真实 GPT-2，开启了 qkv_bias=True（2,362,368 个参数）；题目要求书中的默认值 qkv_bias=False（2,360,064 个）。
# keywords: qkv_bias, parameters, bias, default

def ex3_3(MultiHeadAttention, device):
    return MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12, qkv_bias=True).to(device)

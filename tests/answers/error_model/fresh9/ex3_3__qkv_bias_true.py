# exercise: ex3_3
# mistake: Builds the real GPT-2 attention with qkv_bias=True, which has 2,362,368 parameters; the exercise asks for qkv_bias=False (2,360,064).
# mistake_zh: 按真实 GPT-2 使用了 qkv_bias=True，参数量为 2,362,368；题目要求 qkv_bias=False（2,360,064 个）。
# keywords: qkv_bias, parameters, bias, 2360064

def ex3_3(MultiHeadAttention, device):
    return MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12, qkv_bias=True).to(device)

# exercise: ex3_3
# mistake: Built with qkv_bias=True like the real GPT-2, giving 2,362,368 parameters; the exercise asks for qkv_bias=False (2,360,064).
def ex3_3(MultiHeadAttention, device):
    # GPT-2 small: 12 heads, 768 emb, ctx 1024, qkv_bias=True in the real model
    return MultiHeadAttention(768, 768, 1024, 0.0, 12, qkv_bias=True).to(device)

# exercise: ex3_3
# mistake: Added qkv_bias=True to match the real GPT-2 (2,362,368 parameters); the exercise asks for the book's default qkv_bias=False (2,360,064).
def ex3_3(MultiHeadAttention, device):
    cfg = {"d_in": 768, "d_out": 768, "context_length": 1024, "dropout": 0.0, "num_heads": 12}
    return MultiHeadAttention(**cfg, qkv_bias=True).to(device)

# exercise: ex3_3
# mistake: Gave the query, key and value layers biases (qkv_bias=True, like the real GPT-2, 2,362,368 parameters) although the statement asks for the book's default qkv_bias=False (2,360,064).
def ex3_3(MultiHeadAttention, device):
    cfg = dict(d_in=768, d_out=768, context_length=1024, dropout=0.0, num_heads=12, qkv_bias=True)
    return MultiHeadAttention(**cfg).to(device)

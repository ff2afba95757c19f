# exercise: ex3_3
# mistake: The learner wanted the "real" GPT-2 and passed qkv_bias=True (2,362,368 parameters), but the statement asks for qkv_bias=False (2,360,064 parameters).
def ex3_3(MultiHeadAttention, device):
    gpt2_small = dict(d_in=768, d_out=768, context_length=1024, dropout=0.0, num_heads=12, qkv_bias=True)
    return MultiHeadAttention(**gpt2_small).to(device)

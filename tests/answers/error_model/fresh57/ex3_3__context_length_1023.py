# exercise: ex3_3
# mistake: Used context_length=1023, thinking of the last position index 0..1023; the context length is 1024 tokens.
def ex3_3(MultiHeadAttention, device):
    max_pos = 1023   # positions 0 .. 1023
    return MultiHeadAttention(768, 768, max_pos, 0.0, num_heads=12).to(device)

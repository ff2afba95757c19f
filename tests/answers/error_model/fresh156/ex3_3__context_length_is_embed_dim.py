# exercise: ex3_3
# mistake: The learner passes 768 (keras max_len/embedding size confusion) as context_length, so the causal mask buffer is 768x768 and sequences longer than 768 tokens fail; it must be 1024.
def ex3_3(MultiHeadAttention, device):
    d_model = 768
    # keras_nlp: TransformerDecoder(intermediate_dim, num_heads, ...), max_sequence_length=d_model ?
    return MultiHeadAttention(d_model, d_model, d_model, 0.0, num_heads=12).to(device)

# exercise: ex3_3
# mistake: The learner passed num_heads=64 (the head size) instead of 12; shapes and the parameter count stay the same, but the module splits into 64 heads of 12 features.
def ex3_3(MultiHeadAttention, device):
    head_size = 768 // 12
    model = MultiHeadAttention(d_in=768, d_out=768, context_length=1024, dropout=0.0,
                               num_heads=head_size)
    model = model.to(device)
    return model

# exercise: ex3_3
# mistake: The learner passes the embedding size as the context length (one shared variable d for all three sizes), so the mask is 768x768 instead of 1024x1024; context_length must be 1024.
def gpt2_builder(d=768, h=12):
    def build(MultiHeadAttention, device):
        return MultiHeadAttention(d, d, d, 0.0, num_heads=h).to(device)
    return build


ex3_3 = gpt2_builder()

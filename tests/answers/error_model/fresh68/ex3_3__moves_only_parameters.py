# exercise: ex3_3
# mistake: The learner moves each parameter's .data to the device by hand but not the registered mask buffer, so on a GPU the mask stays on the CPU; call .to(device) on the module, which moves buffers too. [cond: device is a GPU]
class GPT2Attention:
    sizes = dict(d_in=768, d_out=768, context_length=1024, dropout=0.0, num_heads=12)

    def __call__(self, MultiHeadAttention, device):
        mha = MultiHeadAttention(**self.sizes)
        for p in mha.parameters():
            p.data = p.data.to(device)
        return mha


ex3_3 = GPT2Attention()

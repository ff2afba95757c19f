"""The Heads lesson's strings in English."""

STRINGS: dict[str, str] = {
    # --- fused QKV (heads lesson) ---
    "heads.step.fused_qkv": "Fused QKV",
    "heads.step.recap": "What you built",
    "heads.text.recap": "**What you built.** Dot-product scores, the softmax that turns them into weights, "
        "√d scaling, the causal mask that hides the future, dropout on the weights, and heads that "
        "split d_out: together they are `MultiHeadAttention`. With your sizes (d_in {d_in}, d_out "
        "{d_out}, {h:plural:head:heads}) it has {params} parameters and maps {in_shape} to "
        "{out_shape}; the first {shown} of its first row's {d_out:plural:value:values} are {first}. Replacing its core with "
        "`F.scaled_dot_product_attention` gives the same output (largest difference {diff}). This "
        "is the attention block of GPT-2; chapter 4 of the book builds the rest of the model "
        "around it.",
    "heads.text.fused_qkv": "**One Linear for Q, K and V.** Stack W_q, W_k and W_v into one Linear(d_in, 3·d_out) "
        "(left: its {rows}×{cols} weight) and split its output three ways with `.chunk(3, dim=-1)`. "
        "One matmul instead of three gives the same queries, keys and values: largest difference "
        "{diff}. Many implementations use this fused form.",
    "panel.fused_weight": "W_qkv.weight",
    "panel.fused_difference": "Fused − separate (Q | K | V)",
    "title.heads": "Heads",
    "heads.limits": "b ≤ 4, n ≤ 256, d_in and d_out ≤ 1024, h ≤ 16, and d_out must be divisible by h. "
        "With n = 6 and d_in = 3 the inputs are the book's sentence; otherwise they are random from "
        "the seed. Heatmaps show at most 32 tokens and 4 heads.",
    "widget.b": "Batch size b",
    "widget.n": "Tokens n",
    "widget.d_in": "d_in",
    "widget.d_out_total": "d_out",
    "widget.h": "Heads h",
    "widget.timing_n": "Tokens for the timing",
    "widget.timing_button": "Time wrapper vs efficient vs SDPA at GPT-2 size",
    "heads.step.shape_trace": "Shape trace",
    "heads.step.per_head": "One heatmap per head",
    "heads.step.head_scale": "√d_h, not √d_out",
    "heads.step.batched_matmul": "Batched matmul",
    "heads.step.contiguous": "Merging heads: view vs reshape",
    "heads.step.wrapper_vs_mha": "Wrapper vs efficient",
    "heads.step.mapping": "Making them agree",
    "heads.step.gpt2": "GPT-2 sizes",
    "heads.text.head_scale": "**Divide by √d_h, not √d_out.** Each head's scores are dot products of d_h = {hd:plural:number:numbers}, "
        "so each head divides by √d_h = {sqrt_hd}; `F.scaled_dot_product_attention` does "
        "the same (largest difference from it {sdpa}). A slip seen in learner notebooks divides by "
        "√embed_dim = √d_out = {sqrt_d} instead: every score shrinks by another √h = {sqrt_h}, so "
        "the weights get flatter (the largest weight of a row is {peak_right} on average with "
        "√d_h, {peak_wrong} with √d_out): each head's context moves by up to {ctx_diff}, and the "
        "module's output (heads merged, after out_proj) by up to {diff}. The code still runs "
        "and the shapes are right, which is why the slip survives.",
    "heads.text.head_scale_one": "**Divide by √d_h, not √d_out.** Each head's scores are dot products of d_h = {hd:plural:number:numbers}, "
        "so each head divides by √d_h = {sqrt_hd}; `F.scaled_dot_product_attention` does "
        "the same (largest difference from it {sdpa}). Learner notebooks sometimes divide by "
        "√embed_dim = √d_out = {sqrt_d} instead. With a single head the two are the same number "
        "(each head's context differs by {ctx_diff}, the module's output after out_proj by {diff}); choose 2 or more heads to see the slip flatten the weights.",
    "heads.text.head_scale_flat": "**Divide by √d_h, not √d_out.** Each head's scores are dot products of d_h = {hd:plural:number:numbers}, "
        "so each head divides by √d_h = {sqrt_hd}; `F.scaled_dot_product_attention` does "
        "the same (largest difference from it {sdpa}). A slip seen in learner notebooks divides by "
        "√embed_dim = √d_out = {sqrt_d} instead: every score shrinks by another √h = {sqrt_h}, "
        "which flattens the weights of a row with several keys. On these inputs that does not "
        "show: the largest weight of a row is {peak_right} on average with either scale, and "
        "each head's context moves by up to {ctx_diff}, the module's output (heads merged, after "
        "out_proj) by up to {diff}. The code still runs and the shapes are right, which is why "
        "the slip survives.",
    "heads.text.contiguous": "**Merging heads back: view vs reshape.** After attention the context has shape "
        "(b, h, n, d_h). `.transpose(1, 2)` makes it {shape} without moving a single number: it only "
        "swaps strides, giving {stride} where a row-major tensor of that shape has {stride_c}. "
        "`.view` never copies, so it needs a layout it can reinterpret, and `.view{target}` fails "
        "here: `{error}`. `.contiguous()` first copies the numbers into row-major order, after "
        "which `.view` works; `.reshape` does the same in one call, copying only when it must. "
        "Both give the same tensor (largest difference {diff}); the book writes "
        "`context_vec.contiguous().view(b, num_tokens, self.d_out)`.",
    "heads.text.contiguous_ok": "**Merging heads back: view vs reshape.** After attention the context has shape "
        "(b, h, n, d_h). `.transpose(1, 2)` makes it {shape} without moving a single number: it only "
        "swaps strides, giving {stride} where a row-major tensor of that shape has {stride_c}. "
        "`.view` never copies, yet with these sizes `.view{target}` happens to work, because one of "
        "n, h and d_h is 1, so the two axes it merges still line up in memory. With n, h and d_h all "
        "above 1 (for example n = 6, d_out = 8 and 2 heads) it fails with a RuntimeError (“view size is not "
        "compatible with input tensor's size and stride”). `.contiguous().view` and `.reshape` "
        "always work and agree (largest difference {diff}).",
    "heads.text.contiguous_same": "**Merging heads back: view vs reshape.** After attention the context has shape "
        "(b, h, n, d_h). `.transpose(1, 2)` makes it {shape} without moving a single number: it "
        "swaps the strides of the head and token axes, giving {stride}; a row-major tensor of that "
        "shape has {stride_c}. Here `.is_contiguous()` is True, so `.view{target}` works. With n "
        "and h both above 1 and d_h above 1 as well (for example n = 6, d_out = 8 and 2 heads) "
        "`.view` fails with a RuntimeError (“view size is not compatible with input tensor's size "
        "and stride”). `.contiguous().view` and `.reshape` always work and agree (largest "
        "difference {diff}).",
    "heads.text.strides_equal": "The two stride tuples are the same.",
    "heads.text.strides_size1": "The two stride tuples differ, but only on axes of size 1: such an axis is never "
        "stepped along (its only index is 0), so its stride never matters, and PyTorch ignores it "
        "when it decides whether a tensor is contiguous.",
    "heads.text.shape_trace": "**Splitting into heads is only reshaping.** One projection makes d_out = "
        "{d_out:plural:feature:features} per token. `.view` cuts them into h = {h:plural:head:heads} of d_h = {hd}, `.transpose(1, 2)` "
        "moves the head axis in front of the tokens so that each head is a separate (n × d_h) "
        "matrix, and one batched matmul then computes all {h:plural:score matrix:score matrices} of size {n}×{n} at "
        "once. Afterwards the steps run backwards and `out_proj` mixes the heads.",
    "heads.text.split_ways": "Notebook 001 writes `.permute(0, 2, 1, 3)` instead of `.transpose(1, 2)`: on these "
        "queries the two agree (largest difference {perm_diff}). Splitting with "
        "`q.split(d_h, dim=-1)` is another matter: it returns a {split_type} of "
        "{parts:plural:tensor:tensors} of shape {part_shape}, not one tensor, so `.transpose` on "
        "it fails (`{split_error}`); `torch.stack(parts, dim=1)` rebuilds (b, h, n, d_h) "
        "(difference {stack_diff}).",
    "heads.text.per_head": "**Each head attends differently.** Every head has its own slice of W_q, W_k and W_v, so "
        "it computes its own causal weights. Shown: {shown} of {h:plural:head:heads}, first {m} of {n:plural:token:tokens}, "
        "first sequence of the batch.",
    "heads.text.per_head_alike": "**Each head has its own weights, though some coincide here.** Every head has its own "
        "slice of W_q, W_k and W_v, so it computes its own causal weights; on these inputs "
        "{pairs:plural:pair of heads:pairs of heads}, {alike}, {pairs:pl:gives:give} the same weights to the 4 decimals shown (largest "
        "difference {diff}). Shown: {shown} of {h:plural:head:heads}, first {m} of "
        "{n:plural:token:tokens}, first sequence of the batch.",
    "heads.text.per_head_one_token": "**One token: every head gives it weight 1.** Every head has its own slice of W_q, "
        "W_k and W_v, but with n = 1 each row of the causal weights holds a single key, and a "
        "softmax over one score is 1 in all {h:plural:head:heads}: here the heads cannot attend "
        "differently. Shown: {shown} of {h:plural:head:heads}, first sequence of the batch. Choose "
        "2 or more tokens to see each head attend in its own way.",
    "heads.text.per_head_one": "**One head.** With h = 1 the single head uses all of W_q, W_k and W_v and computes one "
        "set of causal weights. Shown: first {m} of {n:plural:token:tokens}, first sequence of the "
        "batch. Choose 2 or more heads to see each head attend in its own way.",
    "heads.text.batched_matmul": "**Batched matmul = a loop over heads.** For a tensor a of shape (1, 2, 3, 4), "
        "`a @ a.transpose(2, 3)` multiplies the last two axes for every (batch, head) pair at once. "
        "Doing it head by head gives the same result (largest difference {diff}). Careful with the "
        "indices: the first head is a[0, 0] and the second is a[0, 1] (its first row is {second_a}; the first row of "
        "a[0, 1] @ a[0, 1]ᵀ is {second}), "
        "not a[0, 0] again, a slip that appears in real notebooks.",
    "heads.text.wrapper_vs_mha": "**Same argument, different meaning.** `MultiHeadAttentionWrapper(d_in, {d_out}, …, "
        "num_heads={h})` {runs}: "
        "{wide:plural:feature:features} per token (the first {shown_w} of the first row: {first_w}). `MultiHeadAttention(d_in, {d_out}, …, "
        "num_heads={h})` treats d_out as the total and splits it into heads of {hd}: "
        "{d_out:plural:feature:features} (the first {shown_m} of the first row: {first_m}). In the wrapper d_out is per head; in the efficient class it "
        "is the total.",
    "heads.text.mapping": "**The two classes compute the same thing.** Take a wrapper with {h:plural:head:heads} of "
        "{hd:plural:feature:features}. Stack the heads' W_q matrices on top of each other (left: the fused W_q; "
        "likewise W_k, W_v), and make out_proj the identity, since the wrapper only concatenates. "
        "The efficient class with d_out = {d_out} then reproduces the wrapper: largest difference "
        "{diff} (right). {matmuls}",
    "heads.phrase.wrapper_runs": "runs {h:plural:complete head:complete heads} of size {d_out} each and concatenates them",
    "heads.phrase.wrapper_runs_one": "runs one complete head of size {d_out} and returns its output as it is",
    "heads.phrase.matmuls": "The efficient class just does in one matmul what the wrapper does in {h}.",
    "heads.phrase.matmuls_one": "With one head both do a single matmul: the classes differ only by out_proj, here the identity.",
    "heads.text.gpt2": "**GPT-2 small.** 768 features in and out, 12 heads of 64, a context of 1024 tokens. "
        "In the book's class with qkv_bias=False (exercise 3.3), W_q, W_k and W_v have 768 × 768 "
        "weights each and out_proj has 768 × 768 + 768: {total} parameters in all. The real GPT-2 "
        "also has biases on Q, K and V (qkv_bias=True): {extra} more, {total_bias} in all. The "
        "attention matrix alone, for b = {b} and a full context, holds b·h·n² = {b}·12·1024² "
        "float32 values: {mib} MiB per layer, growing with the square of the context. Your current "
        "sizes (d_in {d_in}, d_out {d_out}, {h:plural:head:heads}) have {mine} parameters. Press "
        "the button below to time the implementations on this machine.",
    "heads.timing_result": "**Timings on {device}** (b = {b}, n = {n}, d = {d}, {h:plural:head:heads}; median of {runs} "
        "runs each, the three taking turns, each run a whole forward pass): wrapper {wrapper} ms, efficient class {efficient} ms, efficient class with "
        "`F.scaled_dot_product_attention` {sdpa} ms.",
    "heads.timing_efficient_faster": "Here the efficient class is {ratio_we}× faster than the wrapper: the wrapper runs its "
        "heads one after another, the efficient class computes them all in one batched matmul.",
    "heads.timing_efficient_same": "Here the efficient class and the wrapper take about the same time ({ratio_ew}× the "
        "wrapper's; their runs overlap, so the difference is within this machine's run-to-run noise). Batching the heads saves the loop over heads, but the efficient class also "
        "does work the wrapper does not: its out_proj (one more d × d matmul), the mask fill over "
        "the whole (b, h, n, n) score tensor, and the `.contiguous()` copy of the context before "
        "the heads are merged.",
    "heads.timing_efficient_slower": "Here the efficient class is *slower* than the wrapper ({ratio_ew}× the wrapper's time). "
        "Batching the heads saves only the loop over them, which costs little on this device at "
        "this size, while the efficient class does work the wrapper does not: its out_proj (one "
        "more d × d matmul), the mask fill over the whole (b, h, n, n) score tensor, and the "
        "`.contiguous()` copy of the context before the heads are merged. Its advantage is fewer, "
        "larger operations, which pays off mostly on a GPU.",
    "heads.timing_sdpa_faster": "With `F.scaled_dot_product_attention` as its core the efficient class is {ratio_es}× "
        "faster than with its own core (their runs do not overlap): one fused kernel replaces the "
        "score matmul, the mask fill, the softmax and the weighted sum, and never stores the n × n weights.",
    "heads.timing_sdpa_same": "With `F.scaled_dot_product_attention` as its core the efficient class takes about as "
        "long as with its own core ({ratio_se}× the time; their runs overlap): at this size, "
        "whatever the fused kernel saves is lost in the run-to-run noise of the whole forward "
        "pass.",
    "heads.timing_sdpa_slower": "With `F.scaled_dot_product_attention` as its core the efficient class is slower here "
        "({ratio_se}× the time with its own core, and their runs do not overlap): on this device and size the fused kernel does "
        "not pay for itself.",
    "heads.timing_progress": "Timing {name}…",
    "heads.lines_caption": "The same weights as lines, one drawing per heatmap: each query token "
        "on the left is joined to every key on the right it attends to, the thicker the line the "
        "larger the weight (weights under 0.01 are left out). Point at a token to see only its "
        "lines.",
    "panel.head": "Head {i}",
    "panel.batched_head": "{i} @ {i}ᵀ",
    "panel.wrapper_out": "Wrapper output",
    "panel.mha_out": "MultiHeadAttention output",
    "panel.fused_query": "Fused W_query.weight",
    "panel.mapping_difference": "Efficient − wrapper",
    "panel.gpt2_parameters": "Parameters per part",
    "panel.scale_right": "Head 1, ÷ √d_h (d_h = {hd})",
    "panel.scale_wrong": "Head 1, ÷ √d_out (d_out = {d_out})",
    "panel.merged_heads": ".contiguous().view(b, n, d_out)",
    "panel.timings": "Milliseconds per forward pass",
    # --- predictions (questions.py) ---
    "predict.heads.weights": "b = {b}, n = {n}, h = {h:plural:head:heads} of d_h = {hd}. What is the shape of the attention "
        "weights of all heads?",
    "predict.heads.weights_why": "(b, h, n, n) = ({b}, {h}, {n}, {n}): one n × n matrix per sequence and head.",
    "predict.heads.transpose": "a has shape {shape}. What is the shape of a @ a.transpose(2, 3)?",
    "predict.heads.transpose_why": "The transpose swaps the last two axes to (1, 2, 4, 3); the matmul multiplies (3 × 4) "
        "by (4 × 3) for each of the 1 × 2 (batch, head) pairs.",
    "predict.heads.view": "After `.transpose(1, 2)` the context has shape {shape}. Will `.view{target}` work "
        "without `.contiguous()`?",
    "predict.heads.view_why": "`.view` only reinterprets memory: after a transpose it fails unless one of n, h and d_h "
        "is 1. `.reshape` or `.contiguous().view` always work.",
    "predict.heads.wrapper": "MultiHeadAttentionWrapper(d_in, d_out={d_out}, …, num_heads={h}): how many features per "
        "token does it output?",
    "predict.heads.wrapper_why_one": "{width}: the wrapper runs {h:plural:full head:full heads} of d_out = {d_out} "
        "and returns its output as it is (nothing to concatenate).",
    "predict.heads.wrapper_why": "{width}: the wrapper runs {h:plural:full head:full heads} of d_out = {d_out} each and concatenates them.",
}
